/**
 * rspack loader: replaces a text in the app's sources as they are built, so a test can build a
 * visibly different version of an app without touching the source tree.
 */
module.exports = function replaceText(source) {
  const { text, replacement } = this.getOptions();
  return source.split(text).join(replacement);
};
