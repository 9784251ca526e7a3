export const CAMERA_WIDTH: number;
export const CAMERA_HEIGHT: number;
export function cameraPhoto(options?: {
  width?: number;
  height?: number;
  seed?: number;
  grain?: number;
}): Promise<Buffer>;
