/**
 * jsdom has <dialog> but not its modal methods: these do what a browser does to `open`, so a
 * component's native modal dialog opens, closes and fires `close` in the tests. Importing this
 * module installs them for the test file.
 */
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});
