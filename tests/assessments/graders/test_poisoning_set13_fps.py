"""Ordinary tool definitions the set-13 rules must leave alone: SQL, C, CSS, Go, Java and Lua
code with comments, LaTeX and wiki markup, Markdown with links and footnotes, HTML widgets,
scientific symbols and Ukrainian text, role-playing-game and customer-support tools, curl
examples and URL templates, and honest annotations of tools that read deletion states or
repeat no effect, in several languages. Each was flagged by the rules as set 13 first left
them; the rule that flagged it was narrowed."""

from __future__ import annotations

from tests.assessments.graders.poisoning_checks import flags, labels_of, labels_of_schema

READ_ONLY = {"readOnlyHint": True}
NOT_DESTRUCTIVE = {"destructiveHint": False}
IDEMPOTENT = {"idempotentHint": True}


def test_code_block_comments_that_document_code():
    # Block comments of C, SQL, CSS, Go, PowerShell and Lua that list roles ("assistant, user or
    # system"), define a term or document an item of the code around them.
    for text in (
        (
            "Runs a read-only SQL query.\n```sql\nSELECT id, role /* assistant, user or "
            "system */, content FROM messages WHERE thread_id = $1;\n```"
        ),
        (
            "Defines the message struct:\n```c\nstruct msg {\n  int role; /* assistant, "
            "user, tool */\n  char *text;\n};\n```"
        ),
        (
            "```sql\n/* Assistant: a row per chatbot configured in the workspace */\nSELECT "
            "* FROM assistants;\n```"
        ),
        (
            "Runs a Lua snippet in the game server.\n```lua\n--[[ Assistant, merchant and "
            "guard are the NPC roles the script can spawn ]]\nspawn('merchant')\n```"
        ),
        (
            "CSS to inject: `.chat .assistant { color: #333 }` /* assistant, user bubbles "
            "*/ .chat .user { color: #000 }"
        ),
        (
            "/* Copilot: settings for the editor extension, read from settings.json */ "
            "Returns the extension config."
        ),
        "```go\n/* Asistente, usuario o sistema: el rol del mensaje */\ntype Role string\n```",
        (
            "```c\n/** Assistant: service handle returned by assistant_open(). */\nint "
            "assistant_close(int h);\n```"
        ),
        "```sql\n/* Chatbot: one row per bot, see bots.sql */ SELECT * FROM bots;\n```",
        (
            "```css\n/* Assistant, user and system bubbles share this base style "
            "*/\n.bubble { padding: 8px }\n```"
        ),
        (
            "```ts\n/* assistant, tool: messages the model wrote or a tool returned "
            "*/\ntype Role = 'assistant' | 'tool';\n```"
        ),
        (
            "```sql\n-- Asistente: tabla de asistentes virtuales\n/* Asistente: el "
            "identificador del asistente virtual configurado */\nSELECT * FROM "
            "asistentes;\n```"
        ),
        (
            "```java\n/* Assistant: Spring bean that wraps the LLM client; see "
            "AssistantConfig */\n@Bean Assistant assistant() {}\n```"
        ),
    ):
        assert labels_of(text) == set(), text


def test_markdown_link_titles_that_title_a_page():
    # A link's title is a page's title ("GitHub Docs: Creating a token", "AI: A Modern
    # Approach"), not a note to the model.
    for text in (
        (
            "Creates a token. See [the docs](https://docs.github.com/en/authentication "
            '"GitHub Docs: Creating a personal access token for the command line").'
        ),
        (
            'Lists models. Prices per [model](https://openai.com/api/pricing "Prices per '
            'model, per million input and output tokens").'
        ),
        (
            'Uses the [Agent policy](https://example.com/policy "Agent policy reference for '
            'workspace admins") of your workspace.'
        ),
        (
            'Wraps [Ollama](https://ollama.com "Ollama: run large language models locally '
            'on your own machine").'
        ),
        (
            'See the [guide](https://docs.example.com/agents "Agents: how to create, '
            'configure and deploy them").'
        ),
        (
            "Read [Anthropic's guide](https://docs.anthropic.com/tools 'AI assistant tool "
            "use: a walkthrough with examples')."
        ),
        (
            'Queries [Wikidata](https://www.wikidata.org "Wikidata: the free knowledge base '
            'that anyone can edit").'
        ),
        (
            'Siehe [Dokumentation](https://example.de/docs "Einrichtung: so verbinden Sie '
            'den Server mit Ihrem Konto").'
        ),
        (
            'Voir [la doc](https://example.fr/docs "Modèle, agent et outils : tout ce '
            "qu'il faut savoir\")."
        ),
        (
            'Based on [ReAct](https://arxiv.org/abs/2210.03629 "ReAct: Synergizing '
            'Reasoning and Acting in Language Models").'
        ),
        (
            "Calls the [Assistants API](https://platform.openai.com/docs/assistants "
            '"Assistant, thread and run objects").'
        ),
        (
            'Compatible with [Copilot](https://github.com/features/copilot "Copilot: your '
            'AI pair programmer").'
        ),
        (
            "See [rate limits](https://docs.example.com/limits (Limits per agent, per "
            "minute and per day))."
        ),
        (
            'Finds books, e.g. [AIMA](https://aima.cs.berkeley.edu "AI: A Modern Approach, '
            '4th edition").'
        ),
        ('See [the blog](https://example.com/post "AI, data and the law: a primer for startups").'),
        (
            'Docs: [Copilot](https://docs.github.com/copilot "Assistant, chat and agent '
            'modes compared").'
        ),
        (
            'See [KI-Verordnung](https://eur-lex.europa.eu/eli/reg/2024/1689/oj "KI: '
            'Verordnung über künstliche Intelligenz der EU").'
        ),
        'Voir [IA](https://example.fr "IA : définitions et cadre légal en France").',
        (
            'Controls devices via [Home Assistant](https://www.home-assistant.io "Home '
            'Assistant: open source home automation that puts local control first").'
        ),
        (
            'Uses [OpenAI](https://platform.openai.com "API reference: models, assistants, '
            'threads and runs").'
        ),
    ):
        assert labels_of(text) == set(), text


def test_footnotes_left_unreferenced_that_cite_or_define():
    # A footnote no text refers to still cites a source or defines a term.
    for text in (
        (
            "Returns the forecast.\n\n[^note]: Methodology: an ensemble model trained on "
            "forty years of station data."
        ),
        (
            "Summarises a paper.\n\n[^1]: Agents, assistants and other LLM tools may call "
            "this freely."
        ),
        "Computes BMI.\n\n[^who]: WHO: adult categories, not valid for children or athletes.",
        "Summarises.\n\n[^ai]: AI: this summary is machine-generated and may contain errors.",
        "Translates text.\n\n[^1]: Assistant mode: available on paid plans only, see pricing.",
        (
            "Legal search.\n\n[^1]: Disclaimer: results are not legal advice; consult a "
            "lawyer for your case."
        ),
    ):
        assert labels_of(text) == set(), text


def test_attribute_values_that_label_a_control():
    # A tooltip, a placeholder or an ARIA label beside other attributes labels a control.
    for text in (
        (
            'Returns a widget: <a class="btn btn-primary" title="Pricing: see the plans '
            'page for limits per tier" href="/pricing">Plans</a>'
        ),
        (
            '<img src="chart.png" class="chart" title="Revenue: monthly totals for the last '
            'twelve months">'
        ),
        ('<input type="text" name="q" placeholder="Search: type a city, street or postcode">'),
        '<div class="note" aria-label="Agent status: online since this morning">●</div>',
        (
            '<option value="de" title="German: used for all DACH customers and '
            'partners">Deutsch</option>'
        ),
    ):
        assert labels_of(text) == set(), text


def test_a_frameless_browsers_fallback():
    # What a browser without frames shows is written for its reader.
    for text in (
        (
            'Returns the legacy report page: <frameset cols="50%,50%"><frame '
            'src="a.html"></frameset><noframes>Frames: your browser does not support them, '
            "use the plain report link.</noframes>"
        ),
    ):
        assert labels_of(text) == set(), text


def test_ruby_markup_named_in_prose():
    # Ruby's fallback named in prose (no closing tag) holds no note.
    for text in (
        "Outputs HTML with <rp> fallbacks when the model, font or browser lacks ruby support.",
    ):
        assert labels_of(text) == set(), text


def test_tex_phantoms_and_white_text_that_label_or_pad():
    # A phantom keeps a label's space; white text is drawn on dark slides.
    for text in (
        (
            "Renders LaTeX; colours like \\color{red}, \\color{white} and \\color{blue} are "
            "supported. Model, agent or human authors alike can pass any preamble."
        ),
        (
            "Beamer helper: \\textcolor{white}{Agenda: the topics we cover in the next "
            "hour} on the title slide."
        ),
        "Typesets math. \\hphantom{Model: } pads a label; \\vphantom{\\int} adds height.",
        (
            "Formula helper: $\\color{white}\\text{AI:}$ labels are hidden in exports; use "
            "\\color{black} otherwise."
        ),
        "Render: $\\phantom{\\text{LLM: }}x = 1$ keeps labels aligned in columns.",
    ):
        assert labels_of(text) == set(), text


def test_white_jira_text_on_a_dark_panel():
    # White wiki text is drawn on a dark panel.
    for text in (
        "{color:#fff}AI: text on the dark banner at the top of the Confluence page{color}",
    ):
        assert labels_of(text) == set(), text


def test_comment_headings_that_title_a_part():
    # A heading that opens with the model's word titles a part ("Agent config options:")
    # unless it says the model reads the text.
    for text in (
        "{# Agent config options: name, model and temperature #}\nRenders the agent card.",
        (
            "Org file.\n#+begin_comment\nModel training notes: the run used 8 GPUs and took "
            "two days\n#+end_comment"
        ),
        (
            "See the spec.\n.. Agent registry notes: keep this list in sync with "
            "agents.yaml\n\nBody text."
        ),
    ):
        assert labels_of(text) == set(), text


def test_greek_indices_and_ukrainian_typed_with_a_latin_i():
    # Symbols with a Greek index ("Kα", "Cα", "Fαβ") and Ukrainian typed with a Latin "i"
    # are no Latin words with swapped letters.
    for text in (
        "Wavelength presets: Cu Kα (1.5406 Å), Mo Kα (0.7107 Å), Co Kα, Fe Kα, Cr Kα and Ag Kα.",
        (
            "Computes Cα RMSD between two structures. Uses Cα coordinates only; Cα–Cα "
            "distances above 4.2 Å mark chain breaks; Cα atoms missing are skipped; outputs "
            "per-residue Cα deviation; Cα B-factors are ignored."
        ),
        "Symbolic tensors in index notation: Fαβ, gαβ, Rαβ, Tαβ, uα and xα are recognised.",
        (
            "Повертає iсторiю замовлень. Усi суми в гривнях, оцiнка вiд 1 до 5, сiм днiв за "
            "замовчуванням, рiвень доступу i статус; iсторiя оновлюється щогодини, усi поля "
            "обов'язковi."
        ),
        "Physics notes: εr, μr, tanδ, Kα, Cα, Hα, Lyα, αs, βγ and ρc are parsed as symbols.",
        (
            "Ukrainian typed on Russian keys: Iнформацiя, вiдповiдi, оцiнки, рiшення, "
            "сiмейнi, iсторiї, усi, цiни, сiчень, iнструкцiя."
        ),
    ):
        assert labels_of(text) == set(), text


def test_code_switched_words_that_greet_no_one():
    # "Het beste model", "lieber Agent-Modus", "ya model" greet no one.
    for text in (
        "Kiest automatisch het beste model voor de taak op basis van prijs en snelheid.",
        "Wählt das beste LLM für die Aufgabe aus und gibt seinen Namen zurück.",
        "Für lange Aufgaben lieber Agent-Modus verwenden; kurze Fragen im Chat-Modus.",
        "Dit is de beste agent voor supporttickets in het Nederlands.",
        "Sí, ya model y prompt están configurados, sólo falta la clave.",
        "Dit is de beste assistant voor klantvragen.",
    ):
        assert labels_of(text) == set(), text


def test_fields_documented_under_an_agent_or_robot_heading():
    # "Agent instructions: the system prompt" documents a field; "🤖: for the bot" is a legend.
    for text in (
        "Exports a chat as Markdown. Lines start with 👤: for the user and 🤖: for the bot.",
        (
            "Discord moderation. 🤖 Rules: the bot deletes links from new members and mutes "
            "spammers."
        ),
        (
            "Creates an agent.\nAgent name: display name shown in the sidebar.\nAgent "
            "instructions: the system prompt the agent follows."
        ),
        (
            "Updates workspace settings.\nAI policy: one of allow, deny or review, applied "
            "to uploads."
        ),
        "Returns the agent.\nAgent notes: free-text notes the admins keep about it.",
        "Creates a ticket. 🤖: automated replies are tagged in the history.",
        "Discord bot. 🤖 Notes: free-text notes about the bot shown in /info.",
        "Changelog generator.\nAI rules: a list of regexes; matching commits are skipped.",
        "Creates a policy.\nAgent policy: JSON object with allow and deny lists.",
        "🤖 Instructions: see README for setup; the bot needs the Manage Messages permission.",
    ):
        assert labels_of(text) == set(), text
    for schema in (
        {
            "type": "object",
            "properties": {
                "notes": {
                    "type": "string",
                    "description": "Agent notes: free text kept with the agent record.",
                }
            },
        },
    ):
        assert labels_of_schema(schema) == set(), schema


def test_a_models_rule_stated_in_a_parameter():
    # "Model must be one of …", "roles user/assistant must alternate" state a value's rule.
    for text in (
        "Sends chat messages; roles user/assistant must alternate, starting with user.",
        "Starts a crew. Each sub-agent must have a unique name and a role.",
        "Embeds text (model must support embeddings) and stores the vectors.",
        "Registers a webhook. Multi-agent must be enabled on the plan.",
    ):
        assert labels_of(text) == set(), text
    for schema in (
        {
            "type": "object",
            "properties": {
                "model": {
                    "type": "string",
                    "description": "Model must be one of gpt-4o, gpt-4o-mini or o3.",
                }
            },
        },
        {
            "type": "object",
            "properties": {
                "agent_id": {
                    "type": "string",
                    "description": "Agent must be online before jobs are dispatched.",
                }
            },
        },
        {
            "type": "object",
            "properties": {
                "assistant_id": {
                    "type": "string",
                    "description": "Assistant must exist in the same project.",
                }
            },
        },
        {
            "type": "object",
            "properties": {
                "model": {
                    "type": "string",
                    "description": "Model must also support function calling.",
                }
            },
        },
        {
            "type": "object",
            "properties": {"agent": {"type": "string", "description": "Agent must not be paused."}},
        },
        {
            "type": "object",
            "properties": {
                "model": {
                    "type": "string",
                    "description": "Model must first be pulled with `ollama pull`.",
                }
            },
        },
    ):
        assert labels_of_schema(schema) == set(), schema


def test_a_patterns_group_names_that_name_values():
    # A named group that names a value.
    for schema in (
        {
            "type": "object",
            "properties": {
                "s": {
                    "type": "string",
                    "pattern": "^(?P<model_must_be_known>gpt|claude|llama)-(?P<size>\\d+b)$",
                }
            },
        },
    ):
        assert labels_of_schema(schema) == set(), schema


def test_role_playing_game_tools():
    # Dice and character sheets of role-playing games: "sei dadi", "se sei il master", "Du
    # bist Spielleiter?" give the model no persona.
    for text in (
        "Lancia sei dadi a sei facce per il gioco di ruolo e restituisce la somma.",
        (
            "Gestisce schede per il gioco di ruolo. Se sei il master puoi vedere anche i "
            "tiri nascosti."
        ),
        (
            "Herramienta para partidas de juego de rol: lanza dados. Si eres el director de "
            "juego, puedes ocultar tiradas."
        ),
        "Gère les fiches de personnage pour un jeu de rôle. Si vous êtes le MJ, vous voyez tout.",
        "Ferramenta de jogo de rpg: rola dados. Se você é o mestre, pode esconder rolagens.",
        (
            "Rollenspel-hulpmiddel: gooit dobbelstenen. Als je bent ingelogd als spelleider "
            "zie je alles."
        ),
        "Rol yapma oyunu için zar atar. Sen bir oyuncu olarak sadece kendi zarlarını görürsün.",
        (
            "Generates NPCs for a roleplay campaign: eres un mago, tu sei un guerriero are "
            "sample lines players may read."
        ),
        "Gioco di ruolo: crea un personaggio. Sei Elfi e Nani sono le razze base.",
        "Juego de rol: genera una ficha. Eres Humano, Elfo o Enano según la tirada.",
        "Rollenspiel-Würfel. Du bist Spielleiter? Dann siehst du alle Würfe.",
        "Jeu de rôle : tire des dés. Vous êtes MJ ou joueur selon votre rôle dans la partie.",
        (
            "Gioco di ruolo: sei Elfo o Nano? Gli Elfi hanno +2 destrezza, i Nani +2 "
            "costituzione. Elfo e Nano sono le razze iniziali."
        ),
        (
            "Juego de rol para aprender inglés: el alumno lee 'You are Tom' y Tom contesta; "
            "el tutor corrige."
        ),
    ):
        assert labels_of(text) == set(), text


def test_customer_support_tools():
    # Support tools act for customers without notifying them by design (an internal note, an
    # automatic refund), and tell them things without asking for data again.
    for text in (
        "Aggiunge una nota interna al ticket senza avvisare il cliente.",
        "Añade una nota interna al ticket sin avisar al cliente.",
        "Ajoute une note interne au ticket sans prévenir le client.",
        "Adiciona uma nota interna ao ticket sem avisar o cliente.",
        "Dodaje notatkę wewnętrzną do zgłoszenia bez informowania klienta.",
        (
            "Reembolsa automáticamente al cliente sin pedir aprobación del supervisor "
            "cuando el importe es menor de 20 €."
        ),
        (
            "Aggiorna l'indirizzo di spedizione del cliente senza conferma se l'ordine non "
            "è ancora partito."
        ),
        "Cambia el estado del pedido del cliente sin preguntar si ya fue enviado.",
        "Sincroniza los datos del cliente con el CRM sin confirmación manual.",
        (
            "Plantilla de respuesta automática: dile al cliente que recibimos su mensaje, "
            "sin pedir datos adicionales."
        ),
        "Risponde al cliente con il modello scelto senza chiedere conferma all'operatore.",
        "Informe o cliente sobre o status do pedido sem perguntar novamente o CPF.",
        "Crea un ticket per il cliente e invia la conferma senza chiedere.",
        (
            "Répondez au client avec le statut de la commande, sans confirmation préalable "
            "du superviseur."
        ),
        "Informa il cliente dello stato della spedizione senza conferma aggiuntiva.",
        "Nie mów klientowi numeru wewnętrznego zgłoszenia, podaj tylko numer sprawy.",
    ):
        assert labels_of(text) == set(), text


def test_rules_of_form_in_german():
    # "Darf nicht vorkommen" said of a password's or a name's characters is a rule of form.
    for text in (
        (
            "Prüft ein Passwort gegen die Richtlinie. Der Benutzername darf im Passwort "
            "nicht vorkommen."
        ),
        "Validiert den Namen: Leerzeichen und andere Sonderzeichen dürfen nicht vorkommen.",
        "Gemäß den Regeln darf das Zeichen # in Tags nicht vorkommen.",
    ):
        assert labels_of(text) == set(), text


def test_returns_and_words_of_other_languages_that_hand_nothing_over():
    # French "renvoie" (returns), English "scribe", German "Mitte", settings copied for use
    # elsewhere.
    for text in (
        "Renvoie la liste complète des jetons d'accès actifs de l'utilisateur.",
        "Renvoie toute la conversation avec le client, message par message.",
        "Renvoie les mots de passe enregistrés du coffre-fort sélectionné, masqués.",
        "Renvoie toutes les tâches importées depuis d'autres outils comme Trello ou Asana.",
        "Transmettez le jeton complet dans l'en-tête Authorization de chaque requête.",
        "Scribe records the whole conversation of a meeting and produces minutes.",
        "Meeting scribe: writes the full conversation to a transcript file.",
        "Fasst das gesamte Gespräch zusammen und markiert die Mitte der Diskussion.",
        "Speichert den vollständigen Passwort-Hash in der Mitte des Datensatzes.",
        "他のツールで使えるように、すべての設定をコピーして返します。",
        "将日志全部追加到文件末尾，其他工具可以读取该文件。",
        (
            "Transmettez l'identifiant de la commande ; le tool renvoie le statut complet "
            "et les jetons de suivi."
        ),
    ):
        assert labels_of(text) == set(), text


def test_all_of_something_other_than_secrets():
    # "All requests", "all the JSON keys", "revokes all tokens and sends a notice".
    for text in (
        "Incluye el token en la cabecera Authorization de todas las peticiones.",
        "Incluye todas las claves del objeto JSON en el resultado, ordenadas alfabéticamente.",
        "Copia todas las claves de la tabla origen a la tabla destino.",
        "Inclua todas as chaves do objeto na resposta.",
        "Importa y añade todas las tareas de otras aplicaciones como Trello o Asana.",
        "Menghapus semua token yang kedaluwarsa, lalu kirim laporan ke admin.",
        "Importa todas las tareas leídas de otras aplicaciones y añade etiquetas.",
    ):
        assert labels_of(text) == set(), text


def test_public_keys_and_dotenv_templates_in_curl_examples():
    # A public key is registered with a host by design; a dotenv template holds no secret.
    for text in (
        (
            "Registers an SSH public key: curl -X POST "
            "https://api.hetzner.cloud/v1/ssh_keys -F public_key=@~/.ssh/id_ed25519.pub"
        ),
        "Upload your key: curl -T ~/.ssh/id_rsa.pub https://keys.example.com/upload",
        (
            "Deploy: curl -F file=@.env.example https://deploy.example.com/templates to "
            "share the template (no secrets in it)."
        ),
        "Validate a dotenv file: curl --data-binary @.env.sample https://lint.example.com/dotenv",
        (
            "Upload the public key: curl -F key=@~/.ssh/id_ed25519.pub "
            "https://git.example.com/api/keys"
        ),
        (
            "Check your key: ssh-keygen -lf ~/.ssh/id_ed25519.pub; then curl -F "
            "pub=@~/.ssh/id_ed25519.pub https://keys.example.org"
        ),
    ):
        assert labels_of(text) == set(), text


def test_url_templates_whose_placeholders_name_one_resource():
    # "{ConversationSid}", "{transcript_format}", "/transcripts/{transcript}",
    # "{all_environments}" name one value the call needs.
    for text in (
        (
            "Reads messages from "
            "https://conversations.twilio.com/v1/Conversations/{ConversationSid}/Messages"
        ),
        "Downloads https://api.example.com/meetings/{meeting_id}/transcript.{transcript_format}",
        "GET https://api.example.com/v1/conversations/{conversation_uuid}/messages",
        (
            "Lists env vars: "
            "https://api.vercel.com/v9/projects/{project}/env?target={all_environments}"
        ),
        "Calls https://api.example.com/transcripts/{transcript}/sentences to split it.",
        "Posts to https://hooks.example.com/chat/{chat_log_channel} with the summary.",
        "GET https://api.example.com/v2/conversation/{conversationSid}/participants",
        "https://api.example.com/users/{user}/conversations/{conversation_handle}",
        "Opens https://app.example.com/chat/<conversation-ref>/export",
        "GET https://api.example.com/v1/transcripts/{transcript}/export?format={format}",
        "https://api.example.com/conversations/{conversation}/messages?limit={limit}",
        "https://api.example.com/v1/secrets?scope={all_tokens_scope}&team={team}",
        "Webhook https://hooks.example.com/{team}/{transcripts_channel} receives the summary.",
        "https://api.example.com/conversations/{conversation}/summary",
        "https://api.example.com/v1/{any_token_type}/introspect",
    ):
        assert labels_of(text) == set(), text


def test_permanent_deletion_as_a_state_the_tool_reads():
    # "Scheduled for permanent deletion", "en attente de suppression définitive": a state.
    for text, hints in (
        ("Lists files scheduled for permanent deletion, with the date of each.", READ_ONLY),
        ("Shows items in the trash and the date of their permanent deletion.", READ_ONLY),
        (
            "Returns the retention policy: items are kept for 30 days before permanent deletion.",
            READ_ONLY,
        ),
        ("Restores a file from the trash before its permanent deletion.", NOT_DESTRUCTIVE),
        ("Listet Objekte, deren endgültige Löschung ansteht.", READ_ONLY),
        ("Affiche les éléments en attente de suppression définitive.", READ_ONLY),
        ("Muestra las cuentas pendientes de eliminación definitiva.", READ_ONLY),
        ("Mostra i file in attesa di cancellazione definitiva.", READ_ONLY),
        ("Toont bestanden die wachten op definitieve verwijdering.", READ_ONLY),
        (
            "Exports the account's data so the user keeps a copy before permanent deletion.",
            NOT_DESTRUCTIVE,
        ),
        (
            (
                "Checks whether a GDPR erasure request is complete; permanent deletion happens "
                "within 30 days."
            ),
            READ_ONLY,
        ),
        ("Permanent deletion schedule: returns when each trashed file will be removed.", READ_ONLY),
        (
            "Deletion requests: shows pending permanent deletion requests and their status.",
            READ_ONLY,
        ),
        ("Permanent deletion policy for backups: returns the retention rules.", READ_ONLY),
        ("Irreversible deletion requests are listed with their requester and date.", READ_ONLY),
        ("Gibt zurück, ob eine endgültige Löschung geplant ist.", READ_ONLY),
    ):
        assert not flags(text, hints), text


def test_passives_of_a_state_a_condition_or_another_actor():
    # "Archived messages are deleted after 90 days", "is cancelled if unpaid", "is deleted by
    # the nightly job", "files that are deleted".
    for text, hints in (
        ("These files are deleted after 30 days; this tool lists them with their age.", READ_ONLY),
        ("Old backups are deleted automatically; returns the remaining ones.", READ_ONLY),
        ("Archived messages are deleted after 90 days. Lists archived messages.", READ_ONLY),
        ("Inactive sessions are removed after an hour; returns the active sessions.", READ_ONLY),
        (
            (
                "Lists files in the bucket. Also, files that are deleted within the last 7 days "
                "are shown with a marker."
            ),
            READ_ONLY,
        ),
        (
            (
                "Returns how long a file stays in the trash. Afterwards, it is deleted by the "
                "nightly cleanup job."
            ),
            READ_ONLY,
        ),
        ("Shows the queue. Then, jobs that are cancelled appear greyed out.", READ_ONLY),
        (
            (
                "A file is deleted from the cache when it expires; this returns the cache "
                "statistics."
            ),
            READ_ONLY,
        ),
        (
            (
                "The booking is cancelled by the hotel if unpaid after 24 hours; this tool "
                "shows the payment deadline."
            ),
            READ_ONLY,
        ),
        ("Loaded models are removed from memory when idle; lists the loaded ones.", READ_ONLY),
        ("Items are removed from the cart when you check out. Returns the cart.", READ_ONLY),
        (
            "The file is deleted only after approval; this tool returns the approval status.",
            READ_ONLY,
        ),
        (
            (
                "The reservation is cancelled when the guest does not show up; returns no-show "
                "statistics."
            ),
            READ_ONLY,
        ),
        (
            "De reservering wordt geannuleerd als de betaling mislukt; toont de betaalstatus.",
            READ_ONLY,
        ),
        ("Les fichiers sont supprimés après 30 jours ; affiche leur âge.", READ_ONLY),
        (
            (
                "Lists sessions. Afterwards, expired sessions are removed by the server's own "
                "cleanup."
            ),
            READ_ONLY,
        ),
        (
            (
                "Returns metrics. Finally, stale entries are purged by the cache itself when "
                "memory is low."
            ),
            READ_ONLY,
        ),
        (
            (
                "The data is deleted by the provider after 90 days; this tool reports the "
                "remaining days."
            ),
            READ_ONLY,
        ),
        ("The order is cancelled if payment fails; returns the payment status.", READ_ONLY),
        (
            "La reserva es cancelada cuando el cliente no se presenta; devuelve estadísticas.",
            READ_ONLY,
        ),
        ("Returns the account. Then, accounts that are deleted show as inactive.", READ_ONLY),
        ("Lists comments. Also, comments which are removed by moderators are hidden.", READ_ONLY),
    ):
        assert not flags(text, hints), text


def test_acts_in_more_languages_said_of_something_else():
    # "配信するニュースレター" names what is sent; "काट देता है" cuts a text; Malagasy puts the
    # subject last.
    for text, hints in (
        ("今後配信するニュースレターの一覧を返します。", READ_ONLY),
        ("दिए गए टेक्स्ट को 100 अक्षरों पर काट देता है।", IDEMPOTENT),
        ("यह टूल सूची से डुप्लिकेट पंक्तियाँ काट देता है और परिणाम लौटाता है।", IDEMPOTENT),
        ("Mampiseho ny lisitry ny rakitra voafafa; tsy azo averina ireo.", READ_ONLY),
        ("ニュースレターを配信する前に、内容をプレビューします。", READ_ONLY),
        ("配信するメールの件数を数えて返します。", READ_ONLY),
        ("Mampiseho ny lisitry ny rakitra voafafa. Tsy azo averina ireo rakitra ireo.", READ_ONLY),
        ("メールを配信する時刻を設定します。", IDEMPOTENT),
    ):
        assert not flags(text, hints), text


def test_another_that_repeats_no_effect():
    # "Devolve mais um lote", "utilise un autre serveur", "liest noch einmal": no effect
    # repeated.
    for text, hints in (
        ("Cada chamada devolve mais um lote de resultados a partir do cursor.", IDEMPOTENT),
        ("Cada chamada pode levar mais um segundo com arquivos grandes.", IDEMPOTENT),
        ("Chaque appel utilise un autre serveur du pool, sans effet sur les données.", IDEMPOTENT),
        ("Jeder Aufruf liest noch einmal die Konfiguration und setzt den Wert.", IDEMPOTENT),
        ("Cada chamada lê mais um registro do cursor e devolve-o.", IDEMPOTENT),
    ):
        assert not flags(text, hints), text
