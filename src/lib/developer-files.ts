/** The Postman collection's address: the route of src/pages/developers/relaymark.postman_collection.json.ts. */
export const POSTMAN_COLLECTION_PATH = '/developers/relaymark.postman_collection.json';
