"""Tool definitions in Go, Rust and TypeScript tool objects, as real servers write them."""

from __future__ import annotations

from assessments.collect.source_tools import tools_in_file
from assessments.graders.catalog import grade_idempotency_annotations, grade_tool_descriptions
from assessments.observations import Catalog

GO_MCP_GO = """
package tools

import "github.com/mark3labs/mcp-go/mcp"

const issueDescription = "Get details of a specific issue in a GitHub repository."

func GetIssue() mcp.Tool {
	return mcp.NewTool("get_issue",
		mcp.WithDescription(issueDescription),
		mcp.WithToolAnnotation(mcp.ToolAnnotation{
			Title:        "Get issue details",
			ReadOnlyHint: mcp.ToBoolPtr(true),
		}),
		mcp.WithString("owner", mcp.Required(), mcp.Description("The owner of the repository")),
		mcp.WithNumber("issue_number", mcp.Required(), mcp.Description("The number of the issue")),
		mcp.WithString("state", mcp.Enum("open", "closed"), mcp.Description("Filter by state")),
	)
}

func CloseIssue() mcp.Tool {
	return mcp.NewTool("close_issue",
		mcp.WithDescription("Close an issue; " +
			"it can be reopened later."),
		mcp.WithReadOnlyHintAnnotation(false),
		mcp.WithDestructiveHintAnnotation(false),
		mcp.WithBoolean("lock", mcp.Description("Lock the conversation too")),
	)
}
"""

GO_OFFICIAL = """
package main

import "github.com/modelcontextprotocol/go-sdk/mcp"

func main() {
	server := mcp.NewServer(&mcp.Implementation{Name: "greeter"}, nil)
	mcp.AddTool(server, &mcp.Tool{
		Name:        "greet",
		Description: "Say hi to someone by name and return the greeting.",
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true},
	}, SayHi)
}
"""

RUST = """
use rmcp::{tool, tool_router};

#[tool_router]
impl Calculator {
    #[tool(description = "Calculate the sum of two numbers", annotations(read_only_hint = true))]
    fn sum(&self, Parameters(SumRequest { a, b }): Parameters<SumRequest>) -> String {
        (a + b).to_string()
    }

    /// Subtract the second number from the first and return the difference.
    #[tool]
    fn sub(&self, Parameters(SubRequest { a, b }): Parameters<SubRequest>) -> String {
        (a - b).to_string()
    }

    #[tool(name = "reset_memory", description = "Forget everything",
           annotations(read_only_hint = false, destructive_hint = true))]
    async fn reset(&self) -> String { String::new() }
}

fn listed() -> Tool {
    Tool {
        name: "echo".into(),
        description: Some("Echo the input back unchanged.".into()),
        input_schema: Arc::new(schema()),
        annotations: Some(ToolAnnotations { read_only_hint: Some(true), ..Default::default() }),
    }
}

#[cfg(test)]
mod tests {
    #[tool(description = "a tool only the tests define")]
    fn test_only(&self) {}
}
"""

TYPESCRIPT_LOOP = """
const tools = [
  {
    method: "list_pages",
    description: "List the pages of a space, newest first, with their titles.",
    parameters: z.object({ space: z.string().describe("The space key") }),
    annotations: { readOnlyHint: true },
  },
  {
    method: "delete_page",
    description: "Delete a page permanently.",
    parameters: z.object({ id: z.string() }),
    annotations: { readOnlyHint: false, destructiveHint: true },
  },
];
for (const tool of tools) {
  server.tool(tool.method, tool.description, tool.parameters.shape, tool.annotations, run);
}
"""


def by_name(path: str, text: str):
    return {tool.name: tool for tool in tools_in_file(path, text)}


def test_mcp_go_tools_with_parameters_and_annotations():
    tools = by_name("pkg/tools/issues.go", GO_MCP_GO)
    issue = tools["get_issue"]
    assert issue.description == "Get details of a specific issue in a GitHub repository."
    assert issue.annotations == {"readOnlyHint": True}
    assert issue.input_schema["required"] == ["owner", "issue_number"]
    assert issue.input_schema["properties"]["issue_number"] == {
        "type": "number",
        "description": "The number of the issue",
    }
    assert issue.input_schema["properties"]["state"]["enum"] == ["open", "closed"]
    close = tools["close_issue"]
    assert close.description == "Close an issue; it can be reopened later."
    assert close.annotations == {"readOnlyHint": False, "destructiveHint": False}


def test_the_official_go_sdk_tool_struct():
    tool = by_name("main.go", GO_OFFICIAL)["greet"]
    assert tool.annotations == {"readOnlyHint": True}
    assert tool.input_schema is None and not tool.states("input_schema")


def test_rust_tool_attributes_and_literals_outside_test_modules():
    tools = by_name("src/calculator.rs", RUST)
    assert list(tools) == ["sum", "sub", "reset_memory", "echo"]
    assert tools["sum"].annotations == {"readOnlyHint": True}
    assert tools["sub"].description.startswith("Subtract the second number")
    assert tools["reset_memory"].annotations == {"readOnlyHint": False, "destructiveHint": True}
    assert tools["echo"].description == "Echo the input back unchanged."
    assert tools["echo"].annotations == {"readOnlyHint": True}
    assert not tools["sum"].states("input_schema")


def test_typescript_tool_objects_registered_in_a_loop():
    tools = by_name("src/tools.ts", TYPESCRIPT_LOOP)
    assert list(tools) == ["list_pages", "delete_page"]
    assert tools["list_pages"].annotations == {"readOnlyHint": True}
    assert tools["list_pages"].input_schema["properties"]["space"]["description"] == "The space key"


def test_a_go_server_that_annotates_every_tool_passes_dimension_5():
    catalog = Catalog(tuple(tools_in_file("tools.go", GO_MCP_GO)), "source code")
    assert grade_idempotency_annotations(catalog).grade == "pass"


def test_rust_tools_are_judged_only_on_what_the_source_states():
    catalog = Catalog(tuple(tools_in_file("src/calc.rs", RUST)), "source code")
    graded = grade_tool_descriptions(catalog)
    labels = {r["label"] for r in graded.reasons}
    assert "tool-param-undescribed" not in labels and "tool-no-output-schema" not in labels
    assert "tool-short-description" in labels  # "Forget everything" is short


def test_a_go_description_from_a_translation_helper_uses_its_default_text():
    source = """
package github
import "github.com/modelcontextprotocol/go-sdk/mcp"
func Tool(t TranslationHelperFunc) mcp.Tool {
	return mcp.Tool{
		Name:        "issue_read",
		Description: t("TOOL_ISSUE_READ_DESCRIPTION", "Get information about a specific issue."),
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true},
		InputSchema: schema,
	}
}
"""
    tool = by_name("pkg/github/issues.go", source)["issue_read"]
    assert tool.description == "Get information about a specific issue."
    assert tool.annotations == {"readOnlyHint": True}
    assert not tool.states("input_schema")  # a variable: not read, so not judged


def test_code_under_an_example_folder_is_not_the_servers_own():
    assert tools_in_file("otel/example/main.go", GO_MCP_GO) == []


def test_a_fixture_repository_in_each_language_yields_its_tools(tmp_path):
    from assessments.collect.repository import collect_repository
    from tests.repos import make_repo, now

    files = {
        "go/cmd/server/main.go": "package main\n\nfunc main() {}\n",
        "go/pkg/tools/issues.go": GO_MCP_GO,
        "rust/src/calculator.rs": RUST,
        "ts/src/tools.ts": TYPESCRIPT_LOOP,
    }
    repository = make_repo(tmp_path / "polyglot", [(files, now())])
    workdir = tmp_path / "work"
    workdir.mkdir()
    observation, _ = collect_repository(str(repository), workdir=workdir, metadata_only=False)
    names = sorted(tool.name for tool in observation.source_tools)
    assert names == sorted(
        ["get_issue", "close_issue", "sum", "sub", "reset_memory", "echo", "list_pages",
         "delete_page"]
    )  # fmt: skip


def test_a_go_projects_own_tool_helper_is_read_like_new_tool():
    source = """
package tools
var ListTeams = mcpgrafana.MustTool(
	"list_teams",
	"Search for teams by a query string and return the matching teams.",
	listTeams,
	mcp.WithTitleAnnotation("List teams"),
	mcp.WithReadOnlyHintAnnotation(true),
	mcp.WithDestructiveHintAnnotation(false),
)
"""
    tool = by_name("tools/admin.go", source)["list_teams"]
    assert tool.description.startswith("Search for teams")
    assert tool.annotations == {
        "title": "List teams",
        "readOnlyHint": True,
        "destructiveHint": False,
    }
    assert not tool.states("input_schema")  # from the handler's argument type: not read
