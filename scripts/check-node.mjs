// Fails fast, in one line, when the build would run on a Node older than Astro 7 supports.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `This site needs Node >= 22.12 (found ${process.version}). Run "npm install" so the pinned Node 24 in node_modules/.bin is used, then run the command again through npm.`,
  );
  process.exit(1);
}
