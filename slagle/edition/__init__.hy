"A reading edition of the report: its programs and their runs as static web
pages (`slagle edition --out DIR`), made with Jinja2 and a little plain
JavaScript, opened from file:// with no server and no network.

sources: everything the edition takes from the rest of the project (one
module, so that it can be re-pointed when the workbench moves); functions:
a page's worth about each transcribed function; steps: a recorded search as
steps to walk through; reference: the apparatus (the report as cited, the
sections, the glossary, the search index); site: the pages written;
notebook: a search to step through in Jupyter; command: `slagle edition`."
