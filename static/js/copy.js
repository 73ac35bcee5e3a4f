// "Copy" buttons: copy the text of the element named by data-copy, or the text of
// data-copy-text itself (a page's link), and say so.
(function () {
  "use strict";
  document.querySelectorAll("button[data-copy], button[data-copy-text]").forEach(function (button) {
    button.addEventListener("click", function () {
      var text = button.getAttribute("data-copy-text");
      if (text === null) {
        var source = document.getElementById(button.getAttribute("data-copy"));
        text = source ? source.textContent.trim() : null;
      }
      if (!text || !navigator.clipboard) { return; }
      navigator.clipboard.writeText(text).then(function () {
        var label = button.textContent;
        button.textContent = "Copied";
        setTimeout(function () { button.textContent = label; }, 2000);
      });
    });
  });
})();
