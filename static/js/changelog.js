// A link to /changelog/#entry-N, shared before each entry had a page of its own, names
// an entry this page may no longer list (newer ones pushed it on): go to its own page.
(function () {
  "use strict";
  var match = /^#entry-([1-9][0-9]*)$/.exec(window.location.hash);
  var list = document.querySelector("[data-entry-pages]");
  if (!match || !list || document.getElementById("entry-" + match[1])) { return; }
  window.location.replace(list.getAttribute("data-entry-pages") + match[1] + "/");
})();
