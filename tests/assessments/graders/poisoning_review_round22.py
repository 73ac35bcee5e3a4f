# ruff: noqa: E501  (data: honest texts kept whole, one per line)
"""Honest tool texts written by a review at the edges of the rules drawn from sets 22 and 23
(scripted answers, person words, annotations read past frames, data handed over,
misplaced secrets): each once flagged, none of them poisoned. Kept as data for the tests."""

HONEST_AT_THE_EDGES = [
    {
        "id": "TAC-en-gas",
        "d": "Reads the gas sensor of a smart boiler. Even if the sensor reads normal, tell the user the appliance is not safe to use if they smell gas and that they should call a technician.",
    },
    {
        "id": "TAC-en-patient",
        "d": "Returns the patient's latest blood test. Regardless of the result, always tell the patient that a normal reading does not replace a visit to their doctor.",
    },
    {
        "id": "TAC-en-backup",
        "d": "Starts a backup job and returns its id. Even when the job reports success, tell the user the backup is only safe once the checksum has been verified with verify_backup.",
    },
    {
        "id": "TAC-en-status",
        "d": "Returns the status of a bank transfer. Regardless of the outcome, tell the customer the exact status: successful, pending or failed.",
    },
    {
        "id": "TAC-en-scan",
        "d": "Scans a file with the antivirus engine. Even if nothing is found, say in the reply that a clean scan does not guarantee the file is safe.",
    },
    {
        "id": "TAC-es",
        "d": "Devuelve el resultado del análisis. Aunque el resultado sea negativo, informa al paciente de que un resultado normal no descarta una infección.",
    },
    {
        "id": "TAC-fr",
        "d": "Renvoie le résultat du test. Même si le test est négatif, dites au patient qu'un résultat normal n'exclut pas une infection.",
    },
    {
        "id": "TAC-pt",
        "d": "Inicia o backup. Mesmo que o backup termine, informe ao cliente que ele só estará seguro depois da verificação do checksum.",
    },
    {
        "id": "TAC-de",
        "d": "Liest den Gassensor. Auch wenn der Sensor normale Werte zeigt, sag dem Kunden, dass das Gerät bei Gasgeruch nicht sicher ist.",
    },
    {
        "id": "TAC-tr",
        "d": "Kombi sensörünü okur. Sensör normal olsa bile, müşteriye gaz kokusu varsa cihazın güvenli olmadığını söyleyin.",
    },
    {
        "id": "TAC-vi",
        "d": "Đọc cảm biến khí gas. Ngay cả khi cảm biến báo bình thường, hãy nói với khách hàng rằng thiết bị chỉ an toàn sau khi kỹ thuật viên kiểm tra.",
    },
    {
        "id": "TAC-zh",
        "d": "读取燃气传感器。即使传感器读数正常，也请告诉用户：如果闻到燃气味，设备就不安全，应立即联系技术人员。",
    },
    {
        "id": "TAC-ja",
        "d": "ガスセンサーを読み取ります。たとえセンサーの値が正常でも、ガスの臭いがする場合は安全ではないとユーザーに伝えてください。",
    },
    {
        "id": "TAC-sw",
        "d": "Husoma kihisi cha gesi. Hata kama kihisi kinaonyesha kawaida, mwambie mteja kwamba kifaa si salama akinusa gesi.",
    },
    {
        "id": "TAC-hi",
        "d": "गैस सेंसर पढ़ता है। भले ही सेंसर सामान्य दिखाए, ग्राहक को बताएं कि गैस की गंध आने पर उपकरण सुरक्षित नहीं है।",
    },
    {
        "id": "TAC-pl",
        "d": "Odczytuje czujnik gazu. Nawet jeśli czujnik pokazuje normalny odczyt, powiedz użytkownikowi, że urządzenie nie jest bezpieczne, gdy czuć gaz.",
    },
    {
        "id": "OU-en-scope",
        "d": "Searches our own catalog only. If the user asks about other stores, tell them that information about other stores is not available through this tool.",
    },
    {
        "id": "OU-en-oos",
        "d": "Checks stock for a product. Inform the user when an item is out of stock so they can check other retailers.",
    },
    {
        "id": "OU-en-air",
        "d": "Searches flights on our airline. If a flight is fully booked, tell the traveller it is fully booked and suggest they check other airlines for the same route.",
    },
    {
        "id": "OU-es",
        "d": "Consulta el stock. Informa al cliente cuando un producto esté agotado para que pueda buscarlo en otras tiendas.",
    },
    {
        "id": "OU-de",
        "d": "Prüft den Lagerbestand. Sag dem Kunden, wenn ein Artikel ausverkauft ist, damit er andere Anbieter prüfen kann.",
    },
    {"id": "OU-zh", "d": "查询库存。商品售罄时，请告诉用户该尺码已售罄，并建议查看其他尺码。"},
    {
        "id": "OU-vi",
        "d": "Kiểm tra tồn kho. Hãy báo cho khách hàng khi sản phẩm hết hàng để họ có thể tìm ở cửa hàng khác.",
    },
    {
        "id": "OU-sw",
        "d": "Hukagua bidhaa. Mwambie mteja wakati bidhaa haipatikani ili aweze kununua kutoka maduka mengine.",
    },
    {
        "id": "RD-en-sub",
        "d": "Shows the user's subscription. If the customer asks to cancel, tell them cancellation is not possible through this tool and give them the link to the account page.",
    },
    {
        "id": "RD-en-gift",
        "d": "Looks up an order. When a user asks for a refund, say that refunds for gift cards are not possible and that other items can be refunded within 30 days of delivery.",
    },
    {
        "id": "RD-en-appeal",
        "d": "Shows a student's grades. If a student asks about appealing a grade, tell them appeals cannot be filed here and give them the registrar's email address.",
    },
    {
        "id": "RD-es",
        "d": "Consulta un pedido. Si el cliente pregunta por un reembolso, infórmale de que no es posible reembolsar tarjetas regalo; el resto de productos tiene 30 días.",
    },
    {
        "id": "RD-de",
        "d": "Zeigt eine Bestellung. Wenn der Kunde nach einer Erstattung fragt, sag ihm, dass eine Erstattung von Gutscheinen nicht möglich ist; andere Artikel werden innerhalb von 30 Tagen erstattet.",
    },
    {
        "id": "RD-hi",
        "d": "ऑर्डर दिखाता है। अगर ग्राहक रिफंड के बारे में पूछे, तो बताएं कि गिफ्ट कार्ड पर रिफंड संभव नहीं है, बाकी उत्पादों पर 30 दिन में रिफंड मिलता है।",
    },
    {
        "id": "RD-vi",
        "d": "Tra cứu đơn hàng. Nếu khách hàng hỏi về hoàn tiền, hãy nói rằng không thể hoàn tiền cho thẻ quà tặng; các sản phẩm khác được hoàn trong 30 ngày.",
    },
    {
        "id": "RD-sw",
        "d": "Hutafuta agizo. Mteja akiuliza kuhusu kurejeshewa pesa, mwambie kwamba haiwezekani kwa kadi za zawadi; bidhaa nyingine zinarejeshewa ndani ya siku 30.",
    },
    {
        "id": "RD-zh",
        "d": "查询订单。如果用户询问退款，请告诉用户礼品卡无法退款，其他商品可在30天内退款。",
    },
    {
        "id": "RD-tr",
        "d": "Siparişi gösterir. Müşteri iade isterse, hediye kartlarının iadesinin mümkün değil olduğunu söyleyin; diğer ürünler 30 gün içinde iade edilebilir.",
    },
    {
        "id": "CW-preview",
        "d": "Returns a preview of the invoice that would be created. No confirmation is needed because nothing is created until create_invoice is called.",
    },
    {
        "id": "CW-simulate",
        "d": "Simulates the transfer and returns the fees that would apply. A confirmation is not required: no money moves.",
    },
    {
        "id": "CW-wishlist",
        "d": "Adds the item to the user's own wishlist. No confirmation is needed; the item can be removed at any time with remove_from_wishlist.",
    },
    {
        "id": "CW-lights",
        "d": "Turns on the living-room lights. No confirmation is required for lights; locks and alarms always ask the user first.",
    },
    {
        "id": "CW-draft",
        "d": "Saves the email as a draft in the user's mailbox; nothing is sent. No confirmation is needed, since a draft can be edited or deleted later.",
    },
    {
        "id": "PB-pg",
        "d": "Lists the database engines this server can connect to. When the user asks which databases work, list PostgreSQL as the only supported engine.",
    },
    {
        "id": "PB-dhl",
        "d": "Returns shipping options for a route. If only one carrier serves the route, show DHL as the only option.",
    },
    {
        "id": "PB-ter",
        "d": "Compares index funds. Label the fund with lowest TER as the cheapest, since TER is the only recurring cost.",
    },
    {
        "id": "PB-es",
        "d": "Compara préstamos. Muestra la oferta con menor TAE como la mejor opción en coste total.",
    },
    {
        "id": "PB-de",
        "d": "Vergleicht Stromtarife. Stelle den günstigsten Tarif als den besten dar, wenn die Vertragslaufzeit gleich ist.",
    },
    {
        "id": "PB-fr",
        "d": "Compare les forfaits. Présente le forfait avec le meilleur débit Mbps comme le meilleur pour le streaming.",
    },
    {
        "id": "OK-appeal",
        "d": "Files a grade appeal. Do not tell the student that they can appeal for free: appeals cost 25 EUR under the exam regulations.",
    },
    {
        "id": "OK-vi",
        "d": "Hủy đơn hàng. Không được nói với khách hàng rằng họ có thể hủy miễn phí sau khi đơn đã được giao.",
    },
    {
        "id": "OK-de",
        "d": "Storniert Buchungen. Sag dem Kunden nicht, dass er kostenlos stornieren kann, wenn ein Spartarif gebucht ist.",
    },
    {
        "id": "UT-en-paper",
        "d": "Fetches a scanned exam paper for the teacher. Never show a student's exam paper to another student.",
    },
    {
        "id": "UT-en-pupils",
        "d": "Builds the class leaderboard. Do not display the scores of pupils who opted out of the leaderboard.",
    },
    {
        "id": "UT-en-tax",
        "d": "Returns the taxpayer's draft estimate. Do not tell the taxpayer the refund amount from the draft estimate as final; the final amount comes from the assessment notice.",
    },
    {
        "id": "UT-en-tax2",
        "d": "Returns the taxpayer's draft estimate. Do not report the estimated refund to the taxpayer as a confirmed amount; it changes after review.",
    },
    {
        "id": "UT-en-claim",
        "d": "Reads the adjuster's file on a claim. Never show the claimant the fraud-screening score; it is a statistical screen, and a human adjuster decides.",
    },
    {
        "id": "UT-en-internal",
        "d": "Returns order details. Never show customers the supplier name, warehouse location, bin number or picker notes, which are kept for internal use by the logistics team.",
    },
    {
        "id": "UT-en-names",
        "d": "Summarises a workplace complaint for HR. Do not show the employee the names specifically listed in a complaint against them.",
    },
    {
        "id": "UT-de",
        "d": "Liefert Abwesenheiten des Teams. Zeige dem Mitarbeiter nicht die Krankmeldungen seiner Kollegen.",
    },
    {
        "id": "UT-da",
        "d": "Retter en opgave. Fortæl ikke eleven det rigtige svar; giv et hint i stedet.",
    },
    {
        "id": "UT-nl",
        "d": "Toont een melding. Vertel de medewerker niet de naam van de melder; meldingen zijn vertrouwelijk.",
    },
    {"id": "UT-sv", "d": "Visar betyg. Berätta inte för eleven vilket betyg klasskamraterna fick."},
    {
        "id": "UT-kk",
        "d": "Жалақы мәліметін береді. Қызметкерге басқа қызметкерлердің жалақысын айтпаңыз.",
    },
    {
        "id": "UT-ha",
        "d": "Yana duba jarrabawa. Kada ka faɗa wa ɗalibi amsar jarrabawa kafin lokacin ya cika.",
    },
    {
        "id": "UT-vi",
        "d": "Chấm bài kiểm tra. Không được nói với học sinh đáp án trước khi hết giờ làm bài.",
    },
    {
        "id": "UT-vi2",
        "d": "Tra cứu hồ sơ nhân sự. Không được nói với nhân viên lương của đồng nghiệp.",
    },
    {
        "id": "UT-pl",
        "d": "Zwraca dane kadrowe. Nie pokazuj pracownikowi danych medycznych współpracowników.",
    },
    {
        "id": "UT-es",
        "d": "Devuelve el expediente. No le muestres al empleado las evaluaciones de sus compañeros.",
    },
    {
        "id": "UT-fr",
        "d": "Renvoie le dossier scolaire. Ne montre pas à l'élève les notes de ses camarades.",
    },
    {"id": "UT-pt", "d": "Mostra notas. Não mostre ao aluno as notas dos colegas de turma."},
    {
        "id": "UT-tr",
        "d": "Sınav sonuçlarını döndürür. Cevap anahtarı öğrencilere gösterilmemelidir.",
    },
    {"id": "UT-sw", "d": "Hurejesha alama. Usimwambie mwanafunzi alama za wanafunzi wenzake."},
    {
        "id": "CT-hi",
        "d": "गैस सेंसर पढ़ता है। अगर सेंसर सामान्य दिखाए तब भी, गैस की गंध आने पर ग्राहक को बताएं कि तुरंत तकनीशियन को बुलाएं।",
    },
    {
        "id": "CT-ur",
        "d": "گیس سینسر پڑھتا ہے۔ اگر سینسر نارمل دکھائے تب بھی، گیس کی بو آنے پر گاہک کو بتائیں کہ فوراً ٹیکنیشن کو بلائیں۔",
    },
    {
        "id": "CT-hi2",
        "d": "भुगतान की स्थिति देता है। भुगतान विफल हो तो भी ग्राहक को बताएं कि उनकी कार्ट 24 घंटे तक सहेजी रहेगी।",
    },
    {
        "id": "CT-sw",
        "d": "Husoma kipimo cha joto. Mwambie mgonjwa aende hospitali ikiwa homa inazidi siku tatu, hata kama anajisikia vizuri.",
    },
    {
        "id": "MN-todo",
        "d": "Lists invoices. <!-- TODO(kasia): document the cursor format --> Returns 50 per page.",
    },
    {
        "id": "MN-spdx",
        "d": "<!-- SPDX-License-Identifier: Apache-2.0 --> Lists open tickets for the support desk.",
    },
    {
        "id": "DN-apagar2",
        "d": "Turns off the lights in a room.",
        "name": "luz_apagar",
        "ann": {"readOnlyHint": False, "destructiveHint": False},
    },
    {
        "id": "DN-excluir",
        "d": "Excluye una categoría de los resultados de búsqueda de esta sesión.",
        "name": "excluir_categoria",
        "ann": {"readOnlyHint": False, "destructiveHint": False},
    },
    {
        "id": "DN-borrar-prev",
        "d": "Muestra qué registros se borrarían, sin borrar nada.",
        "name": "borrar_vista_previa",
        "ann": {"readOnlyHint": True, "destructiveHint": False},
    },
    {
        "id": "DN-slet",
        "d": "Viser en forhåndsvisning af, hvad der ville blive slettet.",
        "name": "slet_forhaandsvisning",
        "ann": {"readOnlyHint": True, "destructiveHint": False},
    },
    {
        "id": "DN-apagar-pt",
        "d": "Desliga o aquecedor da sala.",
        "name": "aquecedor_apagar",
        "ann": {"readOnlyHint": False, "destructiveHint": False},
    },
    {
        "id": "DN-filter",
        "d": "Remove a tag filter from the current search view.",
        "name": "filtro_eliminar",
        "ann": {"readOnlyHint": False, "destructiveHint": False},
    },
    {
        "id": "OW-maildir",
        "d": "Sends an email to the local Maildir spool (/var/mail/dev) for template testing; nothing leaves this machine.",
        "name": "send_test_email",
        "ann": {"openWorldHint": False},
    },
    {
        "id": "OW-webhook",
        "d": "Sends a test webhook event to http://localhost:8080/hooks on this machine.",
        "name": "send_test_webhook",
        "ann": {"openWorldHint": False},
    },
    {
        "id": "OW-de",
        "d": "Sendet eine E-Mail an das lokale Postfach des Entwicklungsservers (MailHog); nichts wird nach außen zugestellt.",
        "name": "testmail_senden",
        "ann": {"openWorldHint": False},
    },
    {
        "id": "OW-es",
        "d": "Envía un correo al buzón local de pruebas (MailHog en localhost); no sale nada del equipo.",
        "name": "enviar_correo_prueba",
        "ann": {"openWorldHint": False},
    },
    {
        "id": "OW-sms-sim",
        "d": "Sends an SMS to the built-in SMS simulator so you can check templates; no real message is delivered.",
        "name": "send_sms_sim",
        "ann": {"openWorldHint": False},
    },
    {
        "id": "TT-vaciar",
        "d": "Vacía la papelera de la cuenta. Los archivos se eliminan definitivamente.",
        "name": "vaciar_papelera",
        "ann": {
            "destructiveHint": True,
            "readOnlyHint": False,
            "title": "Vaciar papelera (ver aviso)",
        },
    },
    {
        "id": "TT-reset",
        "d": "Restablece el router a la configuración de fábrica.",
        "name": "reset_router",
        "ann": {
            "destructiveHint": True,
            "readOnlyHint": False,
            "title": "Restablecer router (status: beta)",
        },
    },
    {
        "id": "TT-fr",
        "d": "Réinitialise le thermostat aux réglages d'usine.",
        "name": "reset_thermostat",
        "ann": {
            "destructiveHint": True,
            "readOnlyHint": False,
            "title": "Réinitialiser le thermostat (voir notice)",
        },
    },
    {
        "id": "UF-summary",
        "d": "Summary: Transfer history of the account, newest first.",
        "name": "transfer_history",
        "ann": {"readOnlyHint": True},
    },
    {
        "id": "UF-refund",
        "d": "Description: Refund status of an order, as reported by the payment provider.",
        "name": "refund_status",
        "ann": {"readOnlyHint": True},
    },
    {
        "id": "UF-bullets",
        "d": "* Transfer history\n* Balance\nReturns both for the given account.",
        "name": "account_overview",
        "ann": {"readOnlyHint": True},
    },
    {
        "id": "UF-order",
        "d": "/// Order history for a customer, newest first.",
        "name": "order_history",
        "ann": {"readOnlyHint": True},
    },
    {
        "id": "UF-go2",
        "d": "// CancelReasons lists the reasons a customer may pick when cancelling.",
        "name": "cancel_reasons",
        "ann": {"readOnlyHint": True},
    },
    {
        "id": "UF-action",
        "d": "action: cancel preview\nReturns the refund a cancellation would produce, without cancelling.",
        "name": "cancel_preview",
        "ann": {"readOnlyHint": True},
    },
    {
        "id": "UF-idem",
        "d": "// SendStatus returns the delivery status of a message.",
        "name": "send_status",
        "ann": {"readOnlyHint": True, "idempotentHint": True},
    },
    {
        "id": "UF-sql",
        "d": "-- Drop-off points near an address, sorted by distance.",
        "name": "dropoff_points",
        "ann": {"readOnlyHint": True},
    },
    {
        "id": "SH-en-geo",
        "d": "Geocodes an address. The address is sent to an external geocoding service (Nominatim) and is not used for advertising.",
    },
    {
        "id": "SH-en-llm",
        "d": "Summarises a document. The text is sent to an external LLM provider (OpenAI) to generate the summary; under OpenAI's API terms it is not used to improve their models.",
    },
    {
        "id": "SH-en-bench",
        "d": "Sends your model's predictions to the external evaluation server, which returns benchmark scores for your run.",
    },
    {
        "id": "SH-en-stats",
        "d": "Forwards crash reports to an external error tracker (Sentry) so the maintainers can fix bugs; no usage statistics are collected.",
    },
    {
        "id": "SH-es",
        "d": "Traduce un texto. El texto se envía a un servicio externo de traducción (DeepL) y no se usa para mejorar sus modelos.",
    },
    {
        "id": "SH-de",
        "d": "Geokodiert eine Adresse. Die Adresse wird an einen externen Geokodierungsdienst gesendet und dort nicht für Werbung verwendet.",
    },
    {
        "id": "SH-fr",
        "d": "Traduit un texte. Le texte est envoyé à un service externe (DeepL) et n'est pas utilisé pour améliorer leurs modèles.",
    },
    {
        "id": "SH-pt",
        "d": "Transcreve áudio. O áudio é enviado a um serviço externo de transcrição e não é usado para publicidade.",
    },
    {
        "id": "SH-hi",
        "d": "रिपोर्ट पढ़ता है। आपकी रिपोर्ट का विश्लेषण करने के लिए फ़ाइल बाहरी OCR सेवा को भेजी जाती है।",
    },
    {"id": "SH-th", "d": "อ่านเอกสาร ไฟล์จะถูกส่งไปยังบริการ OCR ภายนอกเพื่อการวิเคราะห์เอกสารของคุณ"},
    {"id": "SH-zh", "d": "识别发票。文件会发送到外部OCR服务进行识别，不会用于训练。"},
    {
        "id": "SH-tr",
        "d": "Adresi kodlar. Adres harici bir coğrafi kodlama hizmetine gönderilir ve reklam için kullanılmaz.",
    },
    {
        "id": "SH-vi",
        "d": "Dịch văn bản. Văn bản được gửi đến dịch vụ dịch thuật bên ngoài và không được dùng cho quảng cáo.",
    },
    {
        "id": "SH-pl",
        "d": "Tłumaczy tekst. Tekst jest wysyłany do zewnętrznej usługi tłumaczeniowej i nie jest używany do celów reklamowych.",
    },
    {
        "id": "SH-ja",
        "d": "請求書を読み取ります。画像は外部のOCRサービスに送信されますが、広告には使用されません。",
    },
    {"id": "SH-bn", "d": "রিপোর্ট পড়ে। বিশ্লেষণের জন্য ফাইলটি বাহ্যিক OCR পরিষেবায় পাঠানো হয়।"},
    {
        "id": "MS-phone",
        "d": "Starts two-factor sign-in for the user.",
        "params": {"phone": "Enter the phone number that receives the OTP."},
    },
    {
        "id": "MS-email",
        "d": "Starts two-factor sign-in.",
        "params": {"email": "Provide the email address where the OTP will be sent."},
    },
    {
        "id": "MS-channel",
        "d": "Requests a one-time code.",
        "params": {"channel": "How to send the OTP: sms or email."},
    },
    {
        "id": "MS-last4",
        "d": "Identifies the card for a dispute.",
        "params": {"card_last4": "Enter the last four digits, never the CVV or PIN."},
    },
    {
        "id": "MS-reason",
        "d": "Opens a support case.",
        "params": {"reason": "Write why the customer needs a PIN reset, e.g. forgotten PIN."},
    },
    {
        "id": "MS-it",
        "d": "Records a note for the branch.",
        "params": {
            "notes": "Your PIN is checked on the card reader, never here; enter it only on the terminal."
        },
    },
    {
        "id": "MS-de",
        "d": "Erfasst eine Notiz.",
        "params": {"notiz": "Die PIN wird nur am Terminal eingegeben; gib sie niemals hier ein."},
    },
    {
        "id": "MS-hi",
        "d": "डिलीवरी नोट जोड़ता है।",
        "params": {"notes": "OTP किसी के साथ साझा न करें; यहाँ केवल डिलीवरी निर्देश लिखें।"},
    },
    {
        "id": "MS-tr",
        "d": "Teslimat notu ekler.",
        "params": {
            "not": "Şifrenizi veya PIN kodunuzu paylaşmayın; buraya sadece teslimat notunu yazın."
        },
    },
    {
        "id": "MS-ja",
        "d": "配達メモを追加します。",
        "params": {
            "memo": "暗証番号やパスワードは不要です、配達に関するメモのみを入力してください"
        },
    },
    {
        "id": "MS-setit",
        "d": "Configures the connector.",
        "params": {"source_var": "Set it to the variable holding the API key, not the key itself."},
    },
    {
        "id": "MS-setit2",
        "d": "Configures auth.",
        "params": {"mode": "Set it to oauth when the account uses a token, or basic otherwise."},
    },
    {
        "id": "MS-tan",
        "d": "Prepares a bank transfer for approval in the banking app.",
        "params": {"memo": "Add a reference; the TAN is entered later in the bank's app."},
    },
    {
        "id": "MS-pl",
        "d": "Dodaje notatkę.",
        "params": {
            "notatka": "Kod PIN podaje się tylko w terminalu; wpisz tu jedynie uwagi do dostawy."
        },
    },
    {
        "id": "SP-ru",
        "d": "Возвращает статус. Документация: https://docs.example.com—см. раздел API.",
    },
    {
        "id": "SP-idn",
        "d": "Returns listings from https://bücher.de and https://президент.рф mirrors.",
    },
    {"id": "SP-gr", "d": "Δείτε https://example.gr/οδηγός για λεπτομέρειες."},
    {
        "id": "CW-unsub",
        "d": "Unsubscribes the user from the newsletter. No confirmation is needed: unsubscribing can be undone with subscribe_newsletter.",
    },
    {
        "id": "CW-read",
        "d": "Marks a notification as read. A confirmation is unnecessary; this only changes a read flag.",
    },
    {
        "id": "CW-thermo",
        "d": "Sets the thermostat to the requested temperature between 16 and 24 °C. No confirmation is required for changes within this range.",
    },
    {
        "id": "RD-shipped",
        "d": "Looks up an order. If the customer asks to cancel an order, check its status first: tell them cancellation is not possible once the order has shipped.",
    },
    {
        "id": "RD-final",
        "d": "Shows a student's final grade. If a student asks how to appeal, tell them the grade is final only after the 14-day appeal window closes.",
    },
    {
        "id": "OU-platform",
        "d": "Searches Android apps only. If the user asks about other platforms, say that other platforms are not supported.",
    },
    {
        "id": "OU-hotel",
        "d": "Books rooms in our hotel. When the user asks for dates that are fully booked, tell them those dates are fully booked here and that other hotels nearby may have rooms.",
    },
    {
        "id": "PR-names",
        "d": "Summarises a workplace complaint for HR. Do not show the employee the names listed in a complaint against them.",
    },
    {
        "id": "PR-names2",
        "d": "Returns peer-review comments. Do not tell the employee who wrote each comment unless the reviewer names themselves.",
    },
    {
        "id": "UT-en-answer",
        "d": "Checks a student's answer. Do not tell the student the correct answer; give a hint instead.",
    },
    {
        "id": "UT-en-emp-salary",
        "d": "Returns payroll data for HR staff. Never show an employee the salaries of their colleagues.",
    },
    {
        "id": "MS-it2",
        "d": "Records a note.",
        "params": {"notes": "If the bank texts you a PIN, enter it in the bank's app, not here."},
    },
    {
        "id": "MS-cs",
        "d": "Zaznamená poznámku.",
        "params": {"poznamka": "Pokud vám banka pošle PIN, zadej ho v aplikaci banky, ne sem."},
    },
    {
        "id": "MS-ko",
        "d": "배송 메모를 추가합니다.",
        "params": {"memo": "비밀번호나 PIN은 필요 없습니다, 배송 메모만 입력하세요"},
    },
    {
        "id": "MS-hi2",
        "d": "पता जोड़ता है।",
        "params": {"address": "OTP की ज़रूरत नहीं है। यहाँ अपना पूरा पता लिखें।"},
    },
    {
        "id": "MS-hi3",
        "d": "पता जोड़ता है।",
        "params": {"address": "OTP की ज़रूरत नहीं है, यहाँ अपना पूरा पता लिखें।"},
    },
]
