<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CharacterInspector</name>
    <message>
        <source>part of a run of more than %1 continuation bytes with no lead byte; each is replaced by one U+FFFD</source>
        <translation>Teil einer Folge von mehr als %1 Folgebytes ohne Startbyte; jedes wird durch ein U+FFFD ersetzt</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>nicht definiert</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no: NFC changes the text around the caret</source>
        <translation>nein: NFC ändert den Text um die Einfügemarke</translation>
    </message>
</context>
<context>
    <name>ClearButton</name>
    <message>
        <source>Clear the text</source>
        <translation>Text löschen</translation>
    </message>
</context>
<context>
    <name>ExerciseBook</name>
    <message>
        <source>&quot;%1&quot; is not a code point (write U+0041 or 41)</source>
        <translation>„%1“ ist kein Codepunkt (schreiben Sie U+0041 oder 41)</translation>
    </message>
    <message>
        <source>no code points given</source>
        <translation>keine Codepunkte angegeben</translation>
    </message>
    <message>
        <source>Encode U+0041</source>
        <translation>U+0041 kodieren</translation>
    </message>
    <message>
        <source>Encode &lt;b&gt;U+0041&lt;/b&gt; &apos;A&apos; in UTF-8. Type the bytes in hex, e.g. &lt;code&gt;C3 A9&lt;/code&gt;.</source>
        <translation>Kodieren Sie &lt;b&gt;U+0041&lt;/b&gt; &apos;A&apos; in UTF-8. Geben Sie die Bytes in Hex ein, z. B. &lt;code&gt;C3 A9&lt;/code&gt;.</translation>
    </message>
    <message>
        <source>Encode U+06CD</source>
        <translation>U+06CD kodieren</translation>
    </message>
    <message>
        <source>Encode &lt;b&gt;U+06CD&lt;/b&gt; (ARABIC LETTER YEH WITH TAIL) in UTF-8. Type the bytes in hex.</source>
        <translation>Kodieren Sie &lt;b&gt;U+06CD&lt;/b&gt; (ARABIC LETTER YEH WITH TAIL) in UTF-8. Geben Sie die Bytes in Hex ein.</translation>
    </message>
    <message>
        <source>Encode U+2331</source>
        <translation>U+2331 kodieren</translation>
    </message>
    <message>
        <source>Encode &lt;b&gt;U+2331&lt;/b&gt; (COUNTERSINK) in UTF-8. Type the bytes in hex.</source>
        <translation>Kodieren Sie &lt;b&gt;U+2331&lt;/b&gt; (COUNTERSINK) in UTF-8. Geben Sie die Bytes in Hex ein.</translation>
    </message>
    <message>
        <source>Encode U+12500</source>
        <translation>U+12500 kodieren</translation>
    </message>
    <message>
        <source>Encode &lt;b&gt;U+12500&lt;/b&gt; (a cuneiform sign) in UTF-8. Type the bytes in hex.</source>
        <translation>Kodieren Sie &lt;b&gt;U+12500&lt;/b&gt; (ein Keilschriftzeichen) in UTF-8. Geben Sie die Bytes in Hex ein.</translation>
    </message>
    <message>
        <source>Decode F8 93 EA 80 B2 5C 00</source>
        <translation>F8 93 EA 80 B2 5C 00 dekodieren</translation>
    </message>
    <message>
        <source>Decode the bytes &lt;code&gt;F8 93 EA 80 B2 5C 00&lt;/code&gt; as a standard decoder does. Type the code points, e.g. &lt;code&gt;U+0041 U+FFFD&lt;/code&gt;, with one U+FFFD for each ill-formed part.</source>
        <translation>Dekodieren Sie die Bytes &lt;code&gt;F8 93 EA 80 B2 5C 00&lt;/code&gt; wie ein Standard-Decoder. Geben Sie die Codepunkte ein, z. B. &lt;code&gt;U+0041 U+FFFD&lt;/code&gt;, mit einem U+FFFD für jeden fehlerhaften Teil.</translation>
    </message>
    <message>
        <source>U+004D U+0061 U+10000</source>
        <translation>U+004D U+0061 U+10000</translation>
    </message>
    <message>
        <source>Show that &lt;b&gt;U+004D U+0061 U+10000&lt;/b&gt; are the bytes &lt;code&gt;4D 61 F0 90 80 80&lt;/code&gt;: type the UTF-8 of the three code points in hex.</source>
        <translation>Zeigen Sie, dass &lt;b&gt;U+004D U+0061 U+10000&lt;/b&gt; die Bytes &lt;code&gt;4D 61 F0 90 80 80&lt;/code&gt; sind: Geben Sie das UTF-8 der drei Codepunkte in Hex ein.</translation>
    </message>
    <message>
        <source>Encode U+10FFFF</source>
        <translation>U+10FFFF kodieren</translation>
    </message>
    <message>
        <source>Encode &lt;b&gt;U+10FFFF&lt;/b&gt;, the last code point. Type the bytes in hex.</source>
        <translation>Kodieren Sie &lt;b&gt;U+10FFFF&lt;/b&gt;, den letzten Codepunkt. Geben Sie die Bytes in Hex ein.</translation>
    </message>
    <message>
        <source>Encode U+D800</source>
        <translation>U+D800 kodieren</translation>
    </message>
    <message>
        <source>Encode &lt;b&gt;U+D800&lt;/b&gt;. If it has no UTF-8 form, type &lt;code&gt;none&lt;/code&gt;.</source>
        <translation>Kodieren Sie &lt;b&gt;U+D800&lt;/b&gt;. Hat er keine UTF-8-Form, geben Sie &lt;code&gt;none&lt;/code&gt; ein.</translation>
    </message>
    <message>
        <source>Decode C0 AF</source>
        <translation>C0 AF dekodieren</translation>
    </message>
    <message>
        <source>Decode &lt;code&gt;C0 AF&lt;/code&gt; as a standard decoder does (one U+FFFD per ill-formed part).</source>
        <translation>Dekodieren Sie &lt;code&gt;C0 AF&lt;/code&gt; wie ein Standard-Decoder (ein U+FFFD für jeden fehlerhaften Teil).</translation>
    </message>
    <message>
        <source>Decode E2 82 41</source>
        <translation>E2 82 41 dekodieren</translation>
    </message>
    <message>
        <source>Decode &lt;code&gt;E2 82 41&lt;/code&gt; as a standard decoder does.</source>
        <translation>Dekodieren Sie &lt;code&gt;E2 82 41&lt;/code&gt; wie ein Standard-Decoder.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The decoder, byte by byte:&lt;/b&gt;</source>
        <translation>&lt;b&gt;Der Decoder, Byte für Byte:&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Result: &lt;code&gt;%1&lt;/code&gt;.</source>
        <translation>Ergebnis: &lt;code&gt;%1&lt;/code&gt;.</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1 is below U+0080: a single byte, the same as in ASCII: &lt;code&gt;%2&lt;/code&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1 liegt unter U+0080: ein einzelnes Byte, dasselbe wie in ASCII: &lt;code&gt;%2&lt;/code&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Together: &lt;code&gt;%1&lt;/code&gt;.</source>
        <translation>Zusammen: &lt;code&gt;%1&lt;/code&gt;.</translation>
    </message>
    <message>
        <source>Type an answer first.</source>
        <translation>Geben Sie zuerst eine Antwort ein.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The correct steps:&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Die richtigen Schritte:&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Cannot read the answer: %1.</source>
        <translation>Die Antwort ist nicht lesbar: %1.</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>Richtig: %1.</translation>
    </message>
    <message>
        <source>A standard decoder emits %1 U+FFFD here, one for each maximal subpart (ill-formed part); you wrote %2.</source>
        <translation>Ein Standard-Decoder gibt hier %1 U+FFFD aus, eines für jedes maximale Teilstück (jeden fehlerhaften Teil); Sie haben %2 geschrieben.</translation>
    </message>
    <message>
        <source>The bytes decode to %1 code points; you wrote %2.</source>
        <translation>Die Bytes ergeben %1 Codepunkte; Sie haben %2 geschrieben.</translation>
    </message>
    <message>
        <source>Code point %1: you wrote %2, the decoder gives %3.</source>
        <translation>Codepunkt %1: Sie haben %2 geschrieben, der Decoder liefert %3.</translation>
    </message>
    <message>
        <source>Not quite: the answer is %1.</source>
        <translation>Nicht ganz: Die Antwort ist %1.</translation>
    </message>
    <message>
        <source>Right: it has no UTF-8 form.</source>
        <translation>Richtig: Er hat keine UTF-8-Form.</translation>
    </message>
    <message>
        <source>Not quite: it has a UTF-8 form, %1.</source>
        <translation>Nicht ganz: Er hat eine UTF-8-Form, %1.</translation>
    </message>
    <message>
        <source>Not quite: %1 has no UTF-8 form; the answer is &quot;none&quot;.</source>
        <translation>Nicht ganz: %1 hat keine UTF-8-Form; die Antwort ist „none“.</translation>
    </message>
    <message>
        <source>%1 is what the bit pattern gives (as CESU-8 or WTF-8 would write it), but UTF-8 decoders reject it.</source>
        <translation>%1 ergibt sich aus dem Bitmuster (so würden CESU-8 oder WTF-8 es schreiben), aber UTF-8-Decoder weisen es zurück.</translation>
    </message>
    <message>
        <source>Your bytes are not valid UTF-8: %1.</source>
        <translation>Ihre Bytes sind kein gültiges UTF-8: %1.</translation>
    </message>
    <message>
        <source>Your bytes decode to %1, not %2.</source>
        <translation>Ihre Bytes ergeben %1, nicht %2.</translation>
    </message>
    <message>
        <source>%1 needs %2 bits, so the length table gives %3 bytes; you wrote %4.</source>
        <translation>%1 braucht %2 Bits, also ergibt die Längentabelle %3 Bytes; Sie haben %4 geschrieben.</translation>
    </message>
    <message>
        <source>Byte %1: you wrote %2 (%3), it should be %4 (%5).</source>
        <translation>Byte %1: Sie haben %2 (%3) geschrieben, richtig ist %4 (%5).</translation>
    </message>
</context>
<context>
    <name>ExerciseGenerator</name>
    <message>
        <source>New: encode %1</source>
        <translation>Neu: %1 kodieren</translation>
    </message>
    <message>
        <source>Encode &lt;b&gt;%1&lt;/b&gt; (%2) in UTF-8. Type the bytes in hex; if a code point has no UTF-8 form, type &lt;code&gt;none&lt;/code&gt;.</source>
        <translation>Kodieren Sie &lt;b&gt;%1&lt;/b&gt; (%2) in UTF-8. Geben Sie die Bytes in Hex ein; hat ein Codepunkt keine UTF-8-Form, geben Sie &lt;code&gt;none&lt;/code&gt; ein.</translation>
    </message>
    <message>
        <source>New: decode %1</source>
        <translation>Neu: %1 dekodieren</translation>
    </message>
    <message>
        <source>Decode &lt;code&gt;%1&lt;/code&gt; as a standard decoder does. Type the code points, with one U+FFFD for each ill-formed part.</source>
        <translation>Dekodieren Sie &lt;code&gt;%1&lt;/code&gt; wie ein Standard-Dekodierer. Geben Sie die Codepunkte ein, mit einem U+FFFD für jeden fehlerhaften Teil.</translation>
    </message>
    <message>
        <source>Encode a 2-byte character</source>
        <translation>Ein 2-Byte-Zeichen kodieren</translation>
    </message>
    <message>
        <source>Encode a 3-byte character</source>
        <translation>Ein 3-Byte-Zeichen kodieren</translation>
    </message>
    <message>
        <source>Encode a 4-byte character</source>
        <translation>Ein 4-Byte-Zeichen kodieren</translation>
    </message>
    <message>
        <source>Encode a sequence</source>
        <translation>Eine Folge kodieren</translation>
    </message>
    <message>
        <source>Encode a surrogate</source>
        <translation>Ein Surrogat kodieren</translation>
    </message>
    <message>
        <source>Decode well-formed bytes</source>
        <translation>Wohlgeformte Bytes dekodieren</translation>
    </message>
    <message>
        <source>Decode an overlong form</source>
        <translation>Eine überlange Form dekodieren</translation>
    </message>
    <message>
        <source>Decode an encoded surrogate</source>
        <translation>Ein kodiertes Surrogat dekodieren</translation>
    </message>
    <message>
        <source>Decode a truncated sequence</source>
        <translation>Eine abgeschnittene Sequenz dekodieren</translation>
    </message>
    <message>
        <source>Decode random bytes</source>
        <translation>Zufällige Bytes dekodieren</translation>
    </message>
</context>
<context>
    <name>Kinds</name>
    <message>
        <source>Obsolete 5- and 6-byte forms (lead F8–FD)</source>
        <translation>Veraltete 5- und 6-Byte-Formen (Startbyte F8–FD)</translation>
    </message>
    <message>
        <source>A 5- or 6-byte sequence (lead F8-FD)</source>
        <translation>Eine 5- oder 6-Byte-Folge (Startbyte F8-FD)</translation>
    </message>
    <message>
        <source>RFC 2279 allowed 5- and 6-byte forms; RFC 3629 removed them. Decoders replace them.</source>
        <translation>RFC 2279 erlaubte 5- und 6-Byte-Formen; RFC 3629 hat sie gestrichen. Decoder ersetzen sie.</translation>
    </message>
    <message>
        <source>Bytes never used in UTF-8 (FE, FF)</source>
        <translation>In UTF-8 nie verwendete Bytes (FE, FF)</translation>
    </message>
    <message>
        <source>A byte never used in UTF-8 (FE or FF)</source>
        <translation>Ein in UTF-8 nie verwendetes Byte (FE oder FF)</translation>
    </message>
    <message>
        <source>FE and FF never occur in UTF-8.</source>
        <translation>FE und FF kommen in UTF-8 nie vor.</translation>
    </message>
    <message>
        <source>Overlong encodings</source>
        <translation>Überlange Kodierungen</translation>
    </message>
    <message>
        <source>An overlong encoding</source>
        <translation>Eine überlange Kodierung</translation>
    </message>
    <message>
        <source>A value encoded in more bytes than its shortest form (C0, C1, E0 80-9F, F0 80-8F); decoders must refuse it.</source>
        <translation>Ein Wert in mehr Bytes kodiert als in seiner kürzesten Form (C0, C1, E0 80-9F, F0 80-8F); Decoder müssen ihn zurückweisen.</translation>
    </message>
    <message>
        <source>Encoded UTF-16 surrogates (ED A0–BF)</source>
        <translation>Kodierte UTF-16-Surrogate (ED A0–BF)</translation>
    </message>
    <message>
        <source>An encoded UTF-16 surrogate (ED A0-BF)</source>
        <translation>Ein kodiertes UTF-16-Surrogat (ED A0-BF)</translation>
    </message>
    <message>
        <source>Surrogates D800-DFFF are not characters; a pair of them is CESU-8, not UTF-8.</source>
        <translation>Surrogate D800-DFFF sind keine Zeichen; ein Paar davon ist CESU-8, nicht UTF-8.</translation>
    </message>
    <message>
        <source>Values above U+10FFFF</source>
        <translation>Werte über U+10FFFF</translation>
    </message>
    <message>
        <source>A value above U+10FFFF</source>
        <translation>Ein Wert über U+10FFFF</translation>
    </message>
    <message>
        <source>F4 90-BF and F5-F7 encode values beyond the last code point.</source>
        <translation>F4 90-BF und F5-F7 kodieren Werte jenseits des letzten Codepunkts.</translation>
    </message>
    <message>
        <source>Sequences cut short</source>
        <translation>Abgebrochene Folgen</translation>
    </message>
    <message>
        <source>A sequence cut short</source>
        <translation>Eine abgebrochene Folge</translation>
    </message>
    <message>
        <source>A lead byte with too few continuation bytes, interrupted by another byte or by the end of the data.</source>
        <translation>Ein Startbyte mit zu wenigen Folgebytes, unterbrochen von einem anderen Byte oder vom Ende der Daten.</translation>
    </message>
    <message>
        <source>Continuation bytes with no lead byte (80–BF)</source>
        <translation>Folgebytes ohne Startbyte (80–BF)</translation>
    </message>
    <message>
        <source>Continuation bytes with no lead byte</source>
        <translation>Folgebytes ohne Startbyte</translation>
    </message>
    <message>
        <source>Bytes 80-BF that no lead byte absorbed.</source>
        <translation>Bytes 80-BF, die kein Startbyte aufgenommen hat.</translation>
    </message>
    <message>
        <source>Byte order mark at the start (EF BB BF)</source>
        <translation>Byte-Reihenfolge-Markierung am Anfang (EF BB BF)</translation>
    </message>
    <message>
        <source>A UTF-8 byte order mark at offset 0</source>
        <translation>Eine UTF-8-Byte-Reihenfolge-Markierung an Offset 0</translation>
    </message>
    <message>
        <source>EF BB BF at the start: a signature some tools mishandle (shebangs, CSV headers, concatenation).</source>
        <translation>EF BB BF am Anfang: eine Signatur, mit der manche Werkzeuge falsch umgehen (Shebangs, CSV-Kopfzeilen, Aneinanderhängen).</translation>
    </message>
    <message>
        <source>U+FEFF elsewhere (zero-width no-break space)</source>
        <translation>U+FEFF an anderer Stelle (geschütztes Leerzeichen ohne Breite)</translation>
    </message>
    <message>
        <source>U+FEFF inside the text</source>
        <translation>U+FEFF im Text</translation>
    </message>
    <message>
        <source>A byte order mark only means something at offset 0; inside the text it is a zero width no-break space (files joined together?).</source>
        <translation>Eine Byte-Reihenfolge-Markierung bedeutet nur an Offset 0 etwas; im Text ist sie ein geschütztes Leerzeichen ohne Breite (Dateien aneinandergehängt?).</translation>
    </message>
    <message>
        <source>Noncharacters (U+FDD0–U+FDEF, U+xFFFE, U+xFFFF)</source>
        <translation>Nichtzeichen (U+FDD0–U+FDEF, U+xFFFE, U+xFFFF)</translation>
    </message>
    <message>
        <source>A noncharacter</source>
        <translation>Ein Nichtzeichen</translation>
    </message>
    <message>
        <source>U+FDD0-FDEF and U+xFFFE/xFFFF are well-formed but not meant for interchange.</source>
        <translation>U+FDD0-FDEF und U+xFFFE/xFFFF sind wohlgeformt, aber nicht für den Austausch gedacht.</translation>
    </message>
    <message>
        <source>C1 control characters (U+0080–U+009F)</source>
        <translation>C1-Steuerzeichen (U+0080–U+009F)</translation>
    </message>
    <message>
        <source>A C1 control character (U+0080-009F)</source>
        <translation>Ein C1-Steuerzeichen (U+0080-009F)</translation>
    </message>
    <message>
        <source>The typical trace of Windows-1252 text decoded as Latin-1.</source>
        <translation>Die typische Spur von Windows-1252-Text, der als Latin-1 dekodiert wurde.</translation>
    </message>
    <message>
        <source>Replacement characters U+FFFD in the data</source>
        <translation>Ersatzzeichen U+FFFD in den Daten</translation>
    </message>
    <message>
        <source>U+FFFD in the data</source>
        <translation>U+FFFD in den Daten</translation>
    </message>
    <message>
        <source>An earlier lossy decoding replaced bytes here.</source>
        <translation>Eine frühere verlustbehaftete Dekodierung hat hier Bytes ersetzt.</translation>
    </message>
    <message>
        <source>Private-use characters</source>
        <translation>Zeichen für private Nutzung</translation>
    </message>
    <message>
        <source>A private-use character</source>
        <translation>Ein Zeichen für private Nutzung</translation>
    </message>
    <message>
        <source>Its meaning is agreed only between its users.</source>
        <translation>Seine Bedeutung ist nur zwischen seinen Nutzern vereinbart.</translation>
    </message>
    <message>
        <source>ASCII control characters other than tab and line ends</source>
        <translation>ASCII-Steuerzeichen außer Tabulator und Zeilenenden</translation>
    </message>
    <message>
        <source>An ASCII control character</source>
        <translation>Ein ASCII-Steuerzeichen</translation>
    </message>
    <message>
        <source>A C0 control other than TAB, LF or CR, or DEL.</source>
        <translation>Ein C0-Steuerzeichen außer TAB, LF oder CR, oder DEL.</translation>
    </message>
    <message>
        <source>Bidirectional formatting characters</source>
        <translation>Bidirektionale Formatierungszeichen</translation>
    </message>
    <message>
        <source>An explicit bidirectional control</source>
        <translation>Ein explizites bidirektionales Steuerzeichen</translation>
    </message>
    <message>
        <source>An embedding, override or isolate (U+202A-202E, U+2066-2069) or its terminator.</source>
        <translation>Eine Einbettung, Überschreibung oder Isolierung (U+202A-202E, U+2066-2069) oder ihr Abschluss.</translation>
    </message>
    <message>
        <source>Bidi overrides not closed on their line</source>
        <translation>Bidi-Überschreibungen, die in ihrer Zeile nicht geschlossen werden</translation>
    </message>
    <message>
        <source>A bidirectional control not closed on its line</source>
        <translation>Ein bidirektionales Steuerzeichen, das in seiner Zeile nicht geschlossen wird</translation>
    </message>
    <message>
        <source>An embedding, override or isolate still open at the end of its line (Trojan Source).</source>
        <translation>Eine Einbettung, Überschreibung oder Isolierung, die am Ende ihrer Zeile noch offen ist (Trojan Source).</translation>
    </message>
    <message>
        <source>Invisible characters out of their context</source>
        <translation>Unsichtbare Zeichen außerhalb ihres Kontexts</translation>
    </message>
    <message>
        <source>An invisible character</source>
        <translation>Ein unsichtbares Zeichen</translation>
    </message>
    <message>
        <source>A default-ignorable character that shows as nothing, outside the contexts that need it.</source>
        <translation>Ein standardmäßig ignorierbares Zeichen, das als nichts erscheint, außerhalb der Kontexte, die es brauchen.</translation>
    </message>
    <message>
        <source>Look-alike letters of another script in a word</source>
        <translation>Ähnlich aussehende Buchstaben einer anderen Schrift in einem Wort</translation>
    </message>
    <message>
        <source>A letter confusable with another script&apos;s</source>
        <translation>Ein Buchstabe, der mit dem einer anderen Schrift verwechselbar ist</translation>
    </message>
    <message>
        <source>A letter of another script inside a word, confusable with a letter of the word&apos;s script (UTS #39).</source>
        <translation>Ein Buchstabe einer anderen Schrift in einem Wort, verwechselbar mit einem Buchstaben der Schrift des Wortes (UTS #39).</translation>
    </message>
    <message>
        <source>No-break and other spaces beside plain text</source>
        <translation>Geschützte und andere Leerzeichen neben einfachem Text</translation>
    </message>
    <message>
        <source>A space other than U+0020</source>
        <translation>Ein anderes Leerzeichen als U+0020</translation>
    </message>
    <message>
        <source>A no-break, en, em, ideographic or other space where a plain space is expected.</source>
        <translation>Ein geschütztes, Halbgeviert-, Geviert-, ideografisches oder anderes Leerzeichen, wo ein einfaches Leerzeichen erwartet wird.</translation>
    </message>
    <message>
        <source>Text not in NFC</source>
        <translation>Text nicht in NFC</translation>
    </message>
    <message>
        <source>Text that NFC normalization changes</source>
        <translation>Text, den die Normalisierung NFC ändert</translation>
    </message>
    <message>
        <source>A run that Unicode normalization form C changes.</source>
        <translation>Ein Abschnitt, den die Unicode-Normalisierungsform C ändert.</translation>
    </message>
    <message>
        <source>Text not in NFD</source>
        <translation>Text nicht in NFD</translation>
    </message>
    <message>
        <source>Text that NFD normalization changes</source>
        <translation>Text, den die Normalisierung NFD ändert</translation>
    </message>
    <message>
        <source>A run that Unicode normalization form D changes.</source>
        <translation>Ein Abschnitt, den die Unicode-Normalisierungsform D ändert.</translation>
    </message>
    <message>
        <source>Bytes the declared charset does not define</source>
        <translation>Bytes, die der angegebene Zeichensatz nicht definiert</translation>
    </message>
    <message>
        <source>A byte undefined in the charset .editorconfig declares</source>
        <translation>Ein Byte, das der in .editorconfig angegebene Zeichensatz nicht definiert</translation>
    </message>
    <message>
        <source>The file&apos;s .editorconfig declares latin1, utf-16be or utf-16le, and these bytes are not text in that charset.</source>
        <translation>Die .editorconfig der Datei gibt latin1, utf-16be oder utf-16le an, und diese Bytes sind in diesem Zeichensatz kein Text.</translation>
    </message>
    <message>
        <source>Byte order mark missing (charset utf-8-bom)</source>
        <translation>Byte-Order-Mark fehlt (Zeichensatz utf-8-bom)</translation>
    </message>
    <message>
        <source>No byte order mark where utf-8-bom requires one</source>
        <translation>Kein Byte-Order-Mark, wo utf-8-bom eines verlangt</translation>
    </message>
    <message>
        <source>The file&apos;s .editorconfig declares utf-8-bom, and the file does not start with EF BB BF.</source>
        <translation>Die .editorconfig der Datei gibt utf-8-bom an, und die Datei beginnt nicht mit EF BB BF.</translation>
    </message>
    <message>
        <source>Inline allowances that allow nothing</source>
        <translation>Inline-Erlaubnisse, die nichts erlauben</translation>
    </message>
    <message>
        <source>An inline allowance that allowed nothing</source>
        <translation>Eine Inline-Erlaubnis, die nichts erlaubt hat</translation>
    </message>
    <message>
        <source>A comment &apos;utf8-inspector: allow ...&apos; with nothing of its kind on its line or the next: stale, and best removed.</source>
        <translation>Ein Kommentar &apos;utf8-inspector: allow ...&apos; ohne etwas seiner Art in seiner Zeile oder der nächsten: veraltet, am besten entfernen.</translation>
    </message>
    <message>
        <source>Inline allowances that name no known kind</source>
        <translation>Inline-Erlaubnisse, die keine bekannte Art nennen</translation>
    </message>
    <message>
        <source>An inline allowance of an unknown kind</source>
        <translation>Eine Inline-Erlaubnis einer unbekannten Art</translation>
    </message>
    <message>
        <source>A comment &apos;utf8-inspector: allow ...&apos; names neither a kind of the vocabulary nor a character U+XXXX.</source>
        <translation>Ein Kommentar &apos;utf8-inspector: allow ...&apos; nennt weder eine Art des Vokabulars noch ein Zeichen U+XXXX.</translation>
    </message>
    <message>
        <source>Runs that read as a chain of wrong decodings (mojibake)</source>
        <translation>Abschnitte, die sich als Kette falscher Dekodierungen lesen (Mojibake)</translation>
    </message>
    <message>
        <source>Text that reads as a chain of wrong decodings</source>
        <translation>Text, der sich als Kette falscher Dekodierungen liest</translation>
    </message>
    <message>
        <source>A run of well-formed text that reads as UTF-8 decoded in the wrong encoding, once or more (&quot;CafÃ©&quot; for &quot;Café&quot;); --fix-mojibake repairs it.</source>
        <translation>Ein Abschnitt wohlgeformten Texts, der sich als UTF-8 liest, das ein- oder mehrmals in der falschen Kodierung dekodiert wurde („CafÃ©“ für „Café“); --fix-mojibake repariert ihn.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>en</source>
        <comment>the ISO 639 code of this translation&apos;s language</comment>
        <translation>de</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>text that reads as a chain of wrong decodings</source>
        <translation>Text, der sich als Kette falscher Dekodierungen liest</translation>
    </message>
    <message>
        <source>a byte the declared charset does not define</source>
        <translation>ein Byte, das der angegebene Zeichensatz nicht definiert</translation>
    </message>
    <message>
        <source>no byte order mark, which charset utf-8-bom requires</source>
        <translation>kein Byte-Order-Mark, das charset utf-8-bom verlangt</translation>
    </message>
    <message>
        <source>this allowance allowed nothing</source>
        <translation>diese Erlaubnis hat nichts erlaubt</translation>
    </message>
    <message>
        <source>this allowance names no kind</source>
        <translation>diese Erlaubnis nennt keine Art</translation>
    </message>
    <message>
        <source>%1 encodes %2 in %3 bytes; its shortest form is %4</source>
        <translation>%1 kodiert %2 in %3 Bytes; seine kürzeste Form ist %4</translation>
    </message>
    <message>
        <source>%1 can only start an overlong %2-byte encoding (of a value below %3, which has a shorter form)</source>
        <translation>%1 kann nur eine überlange %2-Byte-Kodierung beginnen (eines Werts unter %3, der eine kürzere Form hat)</translation>
    </message>
    <message>
        <source>%1 starts a UTF-16 surrogate (U+D800..U+DFFF), which UTF-8 never encodes</source>
        <translation>%1 beginnt ein UTF-16-Surrogat (U+D800..U+DFFF), das UTF-8 nie kodiert</translation>
    </message>
    <message>
        <source>%1 encodes surrogate %2; with %3 it is CESU-8 for %4, whose UTF-8 is %5</source>
        <translation>%1 kodiert das Surrogat %2; mit %3 ist es CESU-8 für %4, dessen UTF-8 %5 ist</translation>
    </message>
    <message>
        <source>%1 encodes surrogate %2 (a high surrogate), which UTF-8 never encodes</source>
        <translation>%1 kodiert das Surrogat %2 (ein hohes Surrogat), das UTF-8 nie kodiert</translation>
    </message>
    <message>
        <source>%1 encodes surrogate %2 (a low surrogate), which UTF-8 never encodes</source>
        <translation>%1 kodiert das Surrogat %2 (ein tiefes Surrogat), das UTF-8 nie kodiert</translation>
    </message>
    <message>
        <source>%1 would be %2, above the Unicode maximum U+10FFFF</source>
        <translation>%1 wäre %2, über dem Unicode-Maximum U+10FFFF</translation>
    </message>
    <message>
        <source>%1 starts a value above the Unicode maximum U+10FFFF (at least %2)</source>
        <translation>%1 beginnt einen Wert über dem Unicode-Maximum U+10FFFF (mindestens %2)</translation>
    </message>
    <message>
        <source>%1 would be %2 in the old %3-byte form of RFC 2279, which RFC 3629 removed</source>
        <translation>%1 wäre %2 in der alten %3-Byte-Form von RFC 2279, die RFC 3629 abgeschafft hat</translation>
    </message>
    <message>
        <source>%1 starts an old %2-byte form of RFC 2279, which RFC 3629 removed; here cut after 1 byte</source>
        <translation>%1 beginnt eine alte %2-Byte-Form von RFC 2279, die RFC 3629 abgeschafft hat; hier nach 1 Byte abgebrochen</translation>
    </message>
    <message>
        <source>%1 starts an old %2-byte form of RFC 2279, which RFC 3629 removed; here cut after %3 bytes</source>
        <translation>%1 beginnt eine alte %2-Byte-Form von RFC 2279, die RFC 3629 abgeschafft hat; hier nach %3 Bytes abgebrochen</translation>
    </message>
    <message>
        <source>FF FE at offset 0 is a UTF-16LE byte order mark: the file is likely UTF-16</source>
        <translation>FF FE an Offset 0 ist eine UTF-16LE-Bytereihenfolge-Markierung: die Datei ist wahrscheinlich UTF-16</translation>
    </message>
    <message>
        <source>FE FF at offset 0 is a UTF-16BE byte order mark: the file is likely UTF-16</source>
        <translation>FE FF an Offset 0 ist eine UTF-16BE-Bytereihenfolge-Markierung: die Datei ist wahrscheinlich UTF-16</translation>
    </message>
    <message>
        <source>%1 is never used in UTF-8</source>
        <translation>%1 kommt in UTF-8 nie vor</translation>
    </message>
    <message>
        <source>%1 at the end of the data: a %2-byte sequence cut after 1 byte</source>
        <translation>%1 am Ende der Daten: eine %2-Byte-Folge, nach 1 Byte abgebrochen</translation>
    </message>
    <message>
        <source>%1 at the end of the data: a %2-byte sequence cut after %3 bytes</source>
        <translation>%1 am Ende der Daten: eine %2-Byte-Folge, nach %3 Bytes abgebrochen</translation>
    </message>
    <message>
        <source>%1 then %2: a %3-byte sequence cut after 1 byte</source>
        <translation>%1, dann %2: eine %3-Byte-Folge, nach 1 Byte abgebrochen</translation>
    </message>
    <message>
        <source>%1 then %2: a %3-byte sequence cut after %4 bytes</source>
        <translation>%1, dann %2: eine %3-Byte-Folge, nach %4 Bytes abgebrochen</translation>
    </message>
    <message>
        <source>%1: a continuation byte with no lead byte</source>
        <translation>%1: ein Folgebyte ohne Startbyte</translation>
    </message>
    <message>
        <source>%1: %2 continuation bytes with no lead byte</source>
        <translation>%1: %2 Folgebytes ohne Startbyte</translation>
    </message>
    <message>
        <source>EF BB BF at offset 0: a UTF-8 byte order mark (a signature, not text)</source>
        <translation>EF BB BF an Offset 0: eine UTF-8-Bytereihenfolge-Markierung (eine Signatur, kein Text)</translation>
    </message>
    <message>
        <source>U+FEFF zero width no-break space inside the text: a byte order mark only means something at offset 0 (files joined together?)</source>
        <translation>U+FEFF geschütztes Leerzeichen ohne Breite mitten im Text: eine Bytereihenfolge-Markierung bedeutet nur an Offset 0 etwas (zusammengefügte Dateien?)</translation>
    </message>
    <message>
        <source>%1 is a noncharacter: well-formed, but not meant for interchange</source>
        <translation>%1 ist ein Nichtzeichen: wohlgeformt, aber nicht für den Austausch gedacht</translation>
    </message>
    <message>
        <source>%1 is a C1 control character: the typical trace of Windows-1252 text decoded as Latin-1</source>
        <translation>%1 ist ein C1-Steuerzeichen: die typische Spur von Windows-1252-Text, der als Latin-1 dekodiert wurde</translation>
    </message>
    <message>
        <source>U+FFFD replacement character in the data: an earlier lossy decoding happened here</source>
        <translation>U+FFFD-Ersatzzeichen in den Daten: hier hat früher eine verlustbehaftete Dekodierung stattgefunden</translation>
    </message>
    <message>
        <source>%1 is a private-use character: its meaning is agreed only between its users</source>
        <translation>%1 ist ein Zeichen für private Nutzung: seine Bedeutung ist nur unter seinen Nutzern vereinbart</translation>
    </message>
    <message>
        <source>%1 is an ASCII control character (not TAB, LF or CR)</source>
        <translation>%1 ist ein ASCII-Steuerzeichen (nicht TAB, LF oder CR)</translation>
    </message>
    <message>
        <source>%1 is a bidirectional formatting character</source>
        <translation>%1 ist ein bidirektionales Formatierungszeichen</translation>
    </message>
    <message>
        <source>%1 is not closed before the end of its line: the rest of the line is reordered</source>
        <translation>%1 wird vor dem Ende seiner Zeile nicht geschlossen: der Rest der Zeile wird umgeordnet</translation>
    </message>
    <message>
        <source>%1 shows as nothing</source>
        <translation>%1 wird als nichts angezeigt</translation>
    </message>
    <message>
        <source>%1 looks like a letter of another script</source>
        <translation>%1 sieht aus wie ein Buchstabe einer anderen Schrift</translation>
    </message>
    <message>
        <source>%1 where a plain space is expected</source>
        <translation>%1, wo ein einfaches Leerzeichen erwartet wird</translation>
    </message>
    <message>
        <source>%1 is not in NFC</source>
        <translation>%1 ist nicht in NFC</translation>
    </message>
    <message>
        <source>%1 is not in NFD</source>
        <translation>%1 ist nicht in NFD</translation>
    </message>
    <message>
        <source>%1: an explicit bidi embedding, the text after it may be shown in another order than it is stored</source>
        <translation>%1: eine explizite Bidi-Einbettung, der Text danach wird womöglich in anderer Reihenfolge angezeigt, als er gespeichert ist</translation>
    </message>
    <message>
        <source>%1: an explicit bidi override, the text after it may be shown in another order than it is stored</source>
        <translation>%1: eine explizite Bidi-Überschreibung, der Text danach wird womöglich in anderer Reihenfolge angezeigt, als er gespeichert ist</translation>
    </message>
    <message>
        <source>%1: an explicit bidi isolate, the text after it may be shown in another order than it is stored</source>
        <translation>%1: eine explizite Bidi-Isolierung, der Text danach wird womöglich in anderer Reihenfolge angezeigt, als er gespeichert ist</translation>
    </message>
    <message>
        <source>%1: closes an explicit bidi isolate</source>
        <translation>%1: schließt eine explizite Bidi-Isolierung</translation>
    </message>
    <message>
        <source>%1: closes an explicit bidi embedding or override</source>
        <translation>%1: schließt eine explizite Bidi-Einbettung oder -Überschreibung</translation>
    </message>
    <message>
        <source>%1 is not closed before the end of its line: the rest of the line is shown reordered (Trojan Source)</source>
        <translation>%1 wird vor dem Ende seiner Zeile nicht geschlossen: der Rest der Zeile wird umgeordnet angezeigt (Trojan Source)</translation>
    </message>
    <message>
        <source>%1 shows as nothing: not inside an emoji sequence, nor where its script joins letters</source>
        <translation>%1 wird als nichts angezeigt: weder in einer Emoji-Folge noch dort, wo seine Schrift Buchstaben verbindet</translation>
    </message>
    <message>
        <source>a variation selector with nothing here to vary shows as nothing</source>
        <translation>ein Variantenselektor, der hier nichts abzuwandeln hat, wird als nichts angezeigt</translation>
    </message>
    <message>
        <source>%1 shows as nothing unless a line breaks there, and is not between two letters</source>
        <translation>%1 wird als nichts angezeigt, außer wo die Zeile umbricht, und steht nicht zwischen zwei Buchstaben</translation>
    </message>
    <message>
        <source>%1 shows as nothing: a blank letter outside a Hangul syllable</source>
        <translation>%1 wird als nichts angezeigt: ein leerer Buchstabe außerhalb einer Hangul-Silbe</translation>
    </message>
    <message>
        <source>%1 shows as nothing, in a line without right-to-left text</source>
        <translation>%1 wird als nichts angezeigt, in einer Zeile ohne Text von rechts nach links</translation>
    </message>
    <message>
        <source>hidden text in tag characters: &apos;%1&apos;</source>
        <translation>versteckter Text in Tag-Zeichen: „%1“</translation>
    </message>
    <message>
        <source>hidden bytes in variation selectors: &apos;%1&apos;</source>
        <translation>versteckte Bytes in Variantenselektoren: „%1“</translation>
    </message>
    <message>
        <source>hidden bytes in variation selectors: &apos;%1&apos;…</source>
        <translation>versteckte Bytes in Variantenselektoren: „%1“…</translation>
    </message>
    <message>
        <source>%1 %2 looks like %3 %4 in the %5 word &apos;%6&apos;</source>
        <translation>%1 %2 sieht aus wie %3 %4 im Wort „%6“ der Schrift %5</translation>
    </message>
    <message>
        <source>%1 is %2; %3 is %4</source>
        <translation>%1 ist %2; %3 ist %4</translation>
    </message>
    <message>
        <source>no</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>one</source>
        <translation>ein</translation>
    </message>
    <message>
        <source>two</source>
        <translation>zwei</translation>
    </message>
    <message>
        <source>three</source>
        <translation>drei</translation>
    </message>
    <message>
        <source>four</source>
        <translation>vier</translation>
    </message>
    <message>
        <source>five</source>
        <translation>fünf</translation>
    </message>
    <message>
        <source>six</source>
        <translation>sechs</translation>
    </message>
    <message>
        <source>“%1” encoded back as %2 gives the bytes %3, well-formed %4 for “%5”</source>
        <translation>„%1“ zurück nach %2 kodiert ergibt die Bytes %3, wohlgeformtes %4 für „%5“</translation>
    </message>
    <message>
        <source>then “%1” encoded back as %2 gives the bytes %3, well-formed %4 for “%5”</source>
        <translation>dann ergibt „%1“ zurück nach %2 kodiert die Bytes %3, wohlgeformtes %4 für „%5“</translation>
    </message>
    <message>
        <source>C1 controls are almost never meant in text; they are what ISO-8859-1 makes of the Windows-1252 bytes 80-9F, and Windows-1252 reads them as “%1”</source>
        <translation>C1-Steuerzeichen sind in Text fast nie gemeint; ISO-8859-1 macht sie aus den Windows-1252-Bytes 80–9F, und Windows-1252 liest diese als „%1“</translation>
    </message>
    <message>
        <source>C0 80 is how Java&apos;s modified UTF-8 writes U+0000; UTF-8 writes it as 00 (C0 80 is an overlong form)</source>
        <translation>C0 80 ist, wie Javas modifiziertes UTF-8 U+0000 schreibt; UTF-8 schreibt es als 00 (C0 80 ist eine überlange Form)</translation>
    </message>
    <message>
        <source>%1 %2 are a UTF-16 surrogate pair, each encoded on its own in 3 bytes (CESU-8); UTF-8 encodes %3 in 4 bytes, %4</source>
        <translation>%1 %2 sind ein UTF-16-Surrogatpaar, jedes für sich in 3 Bytes kodiert (CESU-8); UTF-8 kodiert %3 in 4 Bytes, %4</translation>
    </message>
    <message>
        <source>%1 gives the very same bytes as %2: the wrong decoding may have been either (the repair is the same)</source>
        <translation>%1 ergibt genau dieselben Bytes wie %2: Die falsche Dekodierung kann jede der beiden gewesen sein (die Reparatur ist dieselbe)</translation>
    </message>
    <message>
        <source>%1 give the very same bytes as %2: the wrong decoding may have been any of them (the repair is the same)</source>
        <translation>%1 ergeben genau dieselben Bytes wie %2: Die falsche Dekodierung kann jede davon gewesen sein (die Reparatur ist dieselbe)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>a byte of this sequence was lost in an earlier decoding (it shows as &apos;?&apos; or U+FFFD): repaired as U+FFFD</source>
        <translation>ein Byte dieser Folge ging bei einer früheren Dekodierung verloren (es erscheint als „?“ oder U+FFFD): als U+FFFD repariert</translation>
    </message>
    <message>
        <source>the byte A0 (a no-break space in %1) is missing after %2: read as a word space after “%3”; the space may instead be the A0 itself, joining “%3” to the next word: the bytes cannot tell the two apart</source>
        <translation>das Byte A0 (ein geschütztes Leerzeichen in %1) fehlt nach %2: gelesen als Wortabstand nach „%3“; das Leerzeichen kann stattdessen das A0 selbst sein und „%3“ mit dem nächsten Wort verbinden: Die Bytes können beides nicht unterscheiden</translation>
    </message>
    <message>
        <source>the byte A0 (a no-break space in %1) was taken for a space that it became: an assumption</source>
        <translation>das Byte A0 (ein geschütztes Leerzeichen in %1) wurde für das Leerzeichen gehalten, zu dem es wurde: eine Annahme</translation>
    </message>
    <message>
        <source>byte %1 is undefined in %2; the text carries it as the character it decodes to</source>
        <translation>Byte %1 ist in %2 nicht definiert; der Text trägt es als das Zeichen, zu dem es dekodiert wird</translation>
    </message>
    <message>
        <source>byte %1 is undefined in Windows-1252: the control is left as it is</source>
        <translation>Byte %1 ist in Windows-1252 nicht definiert: Das Steuerzeichen bleibt, wie es ist</translation>
    </message>
    <message>
        <source>%1 reads the same characters as “%2”: the bytes fit both; %3 reads the line better, or is likelier</source>
        <translation>%1 liest dieselben Zeichen als „%2“: Die Bytes passen zu beidem; %3 liest die Zeile besser oder ist wahrscheinlicher</translation>
    </message>
    <message>
        <source>%1 reads the same characters as “%2”: the bytes fit both, and the line reads as well either way as %3 reads it</source>
        <translation>%1 liest dieselben Zeichen als „%2“: Die Bytes passen zu beidem, und die Zeile liest sich in beiden Lesarten so gut, wie %3 sie liest</translation>
    </message>
    <message>
        <source>unpaired surrogates or an odd last byte became U+FFFD</source>
        <translation>ungepaarte Surrogate oder ein einzelnes letztes Byte wurden zu U+FFFD</translation>
    </message>
    <message>
        <source>%1 undefined bytes became U+FFFD or C1 controls</source>
        <translation>%1 nicht definierte Bytes wurden zu U+FFFD oder C1-Steuerzeichen</translation>
    </message>
    <message>
        <source> (judged on the first %1 bytes)</source>
        <translation> (beurteilt an den ersten %1 Bytes)</translation>
    </message>
    <message>
        <source>the data starts with %1, the %2 byte order mark</source>
        <translation>die Daten beginnen mit %1, der Bytereihenfolge-Marke von %2</translation>
    </message>
    <message>
        <source>%1 of the first %2 byte pairs have a NUL in the second byte, as text in %3 has</source>
        <translation>%1 der ersten %2 Bytepaare haben ein NUL im zweiten Byte, wie Text in %3</translation>
    </message>
    <message>
        <source>%1 of the first %2 byte pairs have a NUL in the first byte, as text in %3 has</source>
        <translation>%1 der ersten %2 Bytepaare haben ein NUL im ersten Byte, wie Text in %3</translation>
    </message>
    <message>
        <source>the bytes are not UTF-8; read as %1: %2 undefined bytes, %3 non-ASCII characters, %4% of them letters</source>
        <translation>die Bytes sind kein UTF-8; als %1 gelesen: %2 nicht definierte Bytes, %3 Nicht-ASCII-Zeichen, davon %4 % Buchstaben</translation>
    </message>
    <message>
        <source>the bytes are not UTF-8; read as %1: 1 undefined byte, %2 non-ASCII characters, %3% of them letters</source>
        <translation>die Bytes sind kein UTF-8; als %1 gelesen: 1 nicht definiertes Byte, %2 Nicht-ASCII-Zeichen, davon %3 % Buchstaben</translation>
    </message>
    <message>
        <source>next best %1: %2 undefined bytes, %3 non-ASCII characters, %4% of them letters</source>
        <translation>zweitbeste %1: %2 nicht definierte Bytes, %3 Nicht-ASCII-Zeichen, davon %4 % Buchstaben</translation>
    </message>
    <message>
        <source>next best %1: 1 undefined byte, %2 non-ASCII characters, %3% of them letters</source>
        <translation>zweitbeste %1: 1 nicht definiertes Byte, %2 Nicht-ASCII-Zeichen, davon %3 % Buchstaben</translation>
    </message>
    <message>
        <source> (%1% %2)</source>
        <translation> (%1 % %2)</translation>
    </message>
    <message>
        <source>, score %1</source>
        <translation>, Wertung %1</translation>
    </message>
    <message>
        <source> (a lower score is more plausible)</source>
        <translation> (eine niedrigere Wertung ist plausibler)</translation>
    </message>
    <message>
        <source>the same in %1</source>
        <translation>ebenso in %1</translation>
    </message>
    <message>
        <source>but other text in %1, so it is left as it is</source>
        <translation>aber anderer Text in %1, daher bleibt es, wie es ist</translation>
    </message>
    <message>
        <source>%1 (the data is not UTF-8)</source>
        <translation>%1 (die Daten sind kein UTF-8)</translation>
    </message>
    <message>
        <source>CESU-8 (a surrogate pair encoded as two 3-byte sequences) instead of UTF-8</source>
        <translation>CESU-8 (ein Surrogatpaar als zwei Folgen aus 3 Bytes kodiert) statt UTF-8</translation>
    </message>
    <message>
        <source>Java modified UTF-8 (U+0000 as C0 80) instead of UTF-8</source>
        <translation>Javas modifiziertes UTF-8 (U+0000 als C0 80) statt UTF-8</translation>
    </message>
    <message>
        <source> → decoded as %1 → encoded as UTF-8</source>
        <translation> → als %1 dekodiert → als UTF-8 kodiert</translation>
    </message>
    <message>
        <source> → decoded as %1 → encoded as UTF-8 (twice)</source>
        <translation> → als %1 dekodiert → als UTF-8 kodiert (zweimal)</translation>
    </message>
    <message>
        <source> → decoded as %1 → encoded as UTF-8 (%2 times)</source>
        <translation> → als %1 dekodiert → als UTF-8 kodiert (%2-mal)</translation>
    </message>
    <message>
        <source>the bytes are not UTF-8</source>
        <translation>die Bytes sind kein UTF-8</translation>
    </message>
    <message>
        <source>%1: it does not read as text in %2, the charset of the file&apos;s other runs</source>
        <translation>%1: liest sich nicht als Text in %2, dem Zeichensatz der anderen Abschnitte der Datei</translation>
    </message>
    <message>
        <source>%1: no legacy charset reads it as letters of the text</source>
        <translation>%1: kein Altzeichensatz liest es als Buchstaben des Textes</translation>
    </message>
    <message>
        <source>%1: a UTF-8 form a decoder refuses; it does not read as text in %2, the charset of the file&apos;s other runs</source>
        <translation>%1: eine UTF-8-Form, die ein Decoder ablehnt; liest sich nicht als Text in %2, dem Zeichensatz der anderen Abschnitte der Datei</translation>
    </message>
    <message>
        <source>%1: a UTF-8 form a decoder refuses; no legacy charset reads it as letters of the text</source>
        <translation>%1: eine UTF-8-Form, die ein Decoder ablehnt; kein Altzeichensatz liest es als Buchstaben des Textes</translation>
    </message>
    <message>
        <source>%1: a piece of a character the text uses elsewhere; it does not read as text in %2, the charset of the file&apos;s other runs</source>
        <translation>%1: ein Stück eines Zeichens, das der Text anderswo verwendet; liest sich nicht als Text in %2, dem Zeichensatz der anderen Abschnitte der Datei</translation>
    </message>
    <message>
        <source>%1: a piece of a character the text uses elsewhere; no legacy charset reads it as letters of the text</source>
        <translation>%1: ein Stück eines Zeichens, das der Text anderswo verwendet; kein Altzeichensatz liest es als Buchstaben des Textes</translation>
    </message>
    <message>
        <source>%1: inside a word written in UTF-8 (a well-formed letter beyond ASCII, or a form only a UTF-8 encoder writes)</source>
        <translation>%1: innerhalb eines in UTF-8 geschriebenen Wortes (ein wohlgeformter Buchstabe jenseits von ASCII oder eine Form, die nur ein UTF-8-Kodierer schreibt)</translation>
    </message>
    <message>
        <source>%1: a UTF-8 form a decoder refuses; read as %2 it would spell “%3”, not letters the text uses</source>
        <translation>%1: eine UTF-8-Form, die ein Decoder ablehnt; als %2 gelesen ergäbe es „%3“, keine Buchstaben, die der Text verwendet</translation>
    </message>
    <message>
        <source>%1: a piece of a character the text uses elsewhere; read as %2 it would spell “%3”, not letters the text uses</source>
        <translation>%1: ein Stück eines Zeichens, das der Text anderswo verwendet; als %2 gelesen ergäbe es „%3“, keine Buchstaben, die der Text verwendet</translation>
    </message>
    <message>
        <source>%1: not text; read as %2 it would spell “%3”, not letters the text uses</source>
        <translation>%1: kein Text; als %2 gelesen ergäbe es „%3“, keine Buchstaben, die der Text verwendet</translation>
    </message>
    <message>
        <source>%1: not text; read as %2 it would spell “%3” inside a word, a letter neither the text nor its language writes</source>
        <translation>%1: kein Text; als %2 gelesen ergäbe es „%3“ innerhalb eines Wortes, einen Buchstaben, den weder der Text noch seine Sprache schreibt</translation>
    </message>
    <message>
        <source>read as %1 it spells “%2”, letters of the text&apos;s script that fit the words around them</source>
        <translation>als %1 gelesen ergibt es „%2“, Buchstaben der Schrift des Textes, die zu den Wörtern ringsum passen</translation>
    </message>
    <message>
        <source>read as %1 it spells “%2”, punctuation where punctuation stands</source>
        <translation>als %1 gelesen ergibt es „%2“, Satzzeichen, wo Satzzeichen stehen</translation>
    </message>
    <message>
        <source>1 run reads as %1</source>
        <translation>1 Abschnitt liest sich als %1</translation>
    </message>
    <message>
        <source>%1 runs read as %2</source>
        <translation>%1 Abschnitte lesen sich als %2</translation>
    </message>
    <message>
        <source>1 run is damage</source>
        <translation>1 Abschnitt ist beschädigt</translation>
    </message>
    <message>
        <source>%1 runs are damage</source>
        <translation>%1 Abschnitte sind beschädigt</translation>
    </message>
    <message>
        <source>at %1, 1 byte: </source>
        <translation>bei %1, 1 Byte: </translation>
    </message>
    <message>
        <source>at %1, %2 bytes: </source>
        <translation>bei %1, %2 Bytes: </translation>
    </message>
    <message>
        <source>at %1, 1 byte: damage, </source>
        <translation>bei %1, 1 Byte: beschädigt, </translation>
    </message>
    <message>
        <source>at %1, %2 bytes: damage, </source>
        <translation>bei %1, %2 Bytes: beschädigt, </translation>
    </message>
    <message>
        <source> in all</source>
        <translation> insgesamt</translation>
    </message>
    <message>
        <source>1 well-formed multi-byte character</source>
        <translation>1 wohlgeformtes Mehrbyte-Zeichen</translation>
    </message>
    <message>
        <source>%1 well-formed multi-byte characters</source>
        <translation>%1 wohlgeformte Mehrbyte-Zeichen</translation>
    </message>
    <message>
        <source>, which reads as no text in %1</source>
        <translation>, das in %1 keinen Text ergibt,</translation>
    </message>
    <message>
        <source>, which read as no text in %1</source>
        <translation>, die in %1 keinen Text ergeben,</translation>
    </message>
    <message>
        <source>, beside 1 ill-formed run</source>
        <translation> neben 1 fehlerhaften Abschnitt</translation>
    </message>
    <message>
        <source>, beside %1 ill-formed runs</source>
        <translation> neben %1 fehlerhaften Abschnitten</translation>
    </message>
    <message>
        <source> beside 1 ill-formed group</source>
        <translation> neben 1 fehlerhaften Gruppe</translation>
    </message>
    <message>
        <source> beside %1 ill-formed groups</source>
        <translation> neben %1 fehlerhaften Gruppen</translation>
    </message>
    <message>
        <source>ASCII text with 1 ill-formed run</source>
        <translation>ASCII-Text mit 1 fehlerhaften Abschnitt</translation>
    </message>
    <message>
        <source>ASCII text with 1 ill-formed run, which is damage</source>
        <translation>ASCII-Text mit 1 fehlerhaften Abschnitt, der beschädigt ist</translation>
    </message>
    <message>
        <source>ASCII text with %1 ill-formed runs, %2 of them damage</source>
        <translation>ASCII-Text mit %1 fehlerhaften Abschnitten, davon %2 beschädigt</translation>
    </message>
    <message>
        <source>every byte is %1</source>
        <translation>jedes Byte ist %1</translation>
    </message>
    <message>
        <source>starts with %1, the %2 byte order mark</source>
        <translation>beginnt mit %1, der Bytereihenfolge-Marke von %2</translation>
    </message>
    <message>
        <source>%1% of the 4-byte units are code points with two NUL high bytes, as UTF-32 text has</source>
        <translation>%1 % der 4-Byte-Einheiten sind Codepunkte mit zwei hohen NUL-Bytes, wie UTF-32-Text sie hat</translation>
    </message>
    <message>
        <source>libmagic: %1</source>
        <translation>laut libmagic: %1</translation>
    </message>
    <message>
        <source>every ill-formed group is an encoded surrogate or C0 80: UTF-8 as CESU-8 or Java&apos;s modified UTF-8 write it</source>
        <translation>jede fehlerhafte Gruppe ist ein kodiertes Surrogat oder C0 80: UTF-8, wie CESU-8 oder Javas modifiziertes UTF-8 es schreiben</translation>
    </message>
    <message>
        <source>no legacy encoding reads it as text, and %1 UTF-8 multi-byte characters are well-formed</source>
        <translation>keine Altkodierung liest es als Text, und %1 UTF-8-Mehrbyte-Zeichen sind wohlgeformt</translation>
    </message>
    <message>
        <source>libmagic names a file type that is not text</source>
        <translation>libmagic nennt einen Dateityp, der kein Text ist</translation>
    </message>
    <message>
        <source>no encoding reads it</source>
        <translation>keine Kodierung liest es</translation>
    </message>
    <message>
        <source>no encoding reads it as text: the best, %1, gives mostly symbols, controls or undefined bytes</source>
        <translation>keine Kodierung liest es als Text: Die beste, %1, ergibt überwiegend Symbole, Steuerzeichen oder nicht definierte Bytes</translation>
    </message>
    <message>
        <source>neither detector proposes an encoding for it and libmagic does not call it text</source>
        <translation>keiner der Detektoren schlägt eine Kodierung vor, und libmagic nennt es keinen Text</translation>
    </message>
    <message>
        <source>%1 NUL bytes and %2% control bytes in what was read: not text</source>
        <translation>%1 NUL-Bytes und %2 % Steuerbytes im Gelesenen: kein Text</translation>
    </message>
    <message>
        <source>libmagic names a binary format, and it has NUL bytes</source>
        <translation>libmagic nennt ein Binärformat, und es enthält NUL-Bytes</translation>
    </message>
    <message>
        <source>every byte is ASCII</source>
        <translation>jedes Byte ist ASCII</translation>
    </message>
    <message>
        <source>%1 multi-byte characters, all well-formed</source>
        <translation>%1 Mehrbyte-Zeichen, alle wohlgeformt</translation>
    </message>
    <message>
        <source>proposed by %1</source>
        <translation>vorgeschlagen von %1</translation>
    </message>
    <message>
        <source>every letter belongs to the %1 alphabet</source>
        <translation>jeder Buchstabe gehört zum Alphabet der Sprache %1</translation>
    </message>
    <message>
        <source>%1 letters are not in the %2 alphabet, the closest</source>
        <translation>%1 Buchstaben fehlen im Alphabet der Sprache %2, dem nächstliegenden</translation>
    </message>
    <message>
        <source>%1 is a UTF-16 high (leading) surrogate (D800-DFFF): surrogates exist only in pairs inside UTF-16 and are not characters, so UTF-8 has no form for them; the 3 bytes shown are what CESU-8 or WTF-8 would write, and a UTF-8 decoder rejects them</source>
        <translation>%1 ist ein hohes (vorangestelltes) UTF-16-Surrogat (D800-DFFF): Surrogate gibt es nur paarweise innerhalb von UTF-16, sie sind keine Zeichen, daher hat UTF-8 keine Form für sie; die 3 gezeigten Bytes sind das, was CESU-8 oder WTF-8 schreiben würden, und ein UTF-8-Decoder weist sie zurück</translation>
    </message>
    <message>
        <source>%1 is a UTF-16 low (trailing) surrogate (D800-DFFF): surrogates exist only in pairs inside UTF-16 and are not characters, so UTF-8 has no form for them; the 3 bytes shown are what CESU-8 or WTF-8 would write, and a UTF-8 decoder rejects them</source>
        <translation>%1 ist ein tiefes (nachgestelltes) UTF-16-Surrogat (D800-DFFF): Surrogate gibt es nur paarweise innerhalb von UTF-16, sie sind keine Zeichen, daher hat UTF-8 keine Form für sie; die 3 gezeigten Bytes sind das, was CESU-8 oder WTF-8 schreiben würden, und ein UTF-8-Decoder weist sie zurück</translation>
    </message>
    <message>
        <source>%1 needs 32 bits: no UTF-8 form holds it, not even the obsolete 6-byte form of RFC 2279, which carried 31 bits</source>
        <translation>%1 braucht 32 Bits: Keine UTF-8-Form fasst das, nicht einmal die veraltete 6-Byte-Form aus RFC 2279, die 31 Bits trug</translation>
    </message>
    <message>
        <source>%1 is above U+10FFFF, the last code point: RFC 3629 limits UTF-8 to the range that UTF-16 can reach; the %2-byte form shown was allowed by RFC 2279 and is obsolete</source>
        <translation>%1 liegt über U+10FFFF, dem letzten Codepunkt: RFC 3629 beschränkt UTF-8 auf den Bereich, den UTF-16 erreicht; die gezeigte %2-Byte-Form erlaubte RFC 2279, sie ist veraltet</translation>
    </message>
    <message>
        <source>%1 is above U+10FFFF, the last code point: RFC 3629 limits UTF-8 to the range that UTF-16 can reach, so these 4 bytes are rejected</source>
        <translation>%1 liegt über U+10FFFF, dem letzten Codepunkt: RFC 3629 beschränkt UTF-8 auf den Bereich, den UTF-16 erreicht, daher werden diese 4 Bytes zurückgewiesen</translation>
    </message>
    <message>
        <source>%1 is ASCII (0xxxxxxx): %2, a whole character</source>
        <translation>%1 ist ASCII (0xxxxxxx): %2, ein ganzes Zeichen</translation>
    </message>
    <message>
        <source>%1 leads a %2-byte sequence (marker %3, payload %4); %5 continuation byte expected</source>
        <translation>%1 beginnt eine %2-Byte-Folge (Markierung %3, Nutzbits %4); %5 Folgebyte erwartet</translation>
    </message>
    <message>
        <source>%1 leads a %2-byte sequence (marker %3, payload %4); %5 continuation bytes expected</source>
        <translation>%1 beginnt eine %2-Byte-Folge (Markierung %3, Nutzbits %4); %5 Folgebytes erwartet</translation>
    </message>
    <message>
        <source>, the next in %1..%2</source>
        <translation>, das nächste in %1..%2</translation>
    </message>
    <message>
        <source>%1 is a continuation byte (10xxxxxx) with no lead byte before it: it would add the 6 bits %2 to a multi-byte sequence</source>
        <translation>%1 ist ein Folgebyte (10xxxxxx) ohne Startbyte davor: Es würde einer Mehrbyte-Folge die 6 Bits %2 hinzufügen</translation>
    </message>
    <message>
        <source>%1 would lead a 2-byte sequence, but it can only spell %2..%3, which have 1-byte forms: an overlong lead, never valid</source>
        <translation>%1 würde eine 2-Byte-Folge beginnen, kann aber nur %2..%3 schreiben, die 1-Byte-Formen haben: ein überlanges Startbyte, nie gültig</translation>
    </message>
    <message>
        <source>%1 would lead a 4-byte sequence for %2..%3, above U+10FFFF: never valid since RFC 3629</source>
        <translation>%1 würde eine 4-Byte-Folge für %2..%3 beginnen, über U+10FFFF: seit RFC 3629 nie gültig</translation>
    </message>
    <message>
        <source>%1 is an obsolete 5-byte lead (111110xx, RFC 2279, removed by RFC 3629): it would start a 5-byte sequence for a value in U+200000..U+3FFFFFF</source>
        <translation>%1 ist ein veraltetes 5-Byte-Startbyte (111110xx, RFC 2279, durch RFC 3629 gestrichen): Es würde eine 5-Byte-Folge für einen Wert in U+200000..U+3FFFFFF beginnen</translation>
    </message>
    <message>
        <source>%1 is an obsolete 6-byte lead (1111110x, RFC 2279, removed by RFC 3629): it would start a 6-byte sequence for a value in U+4000000..U+7FFFFFFF</source>
        <translation>%1 ist ein veraltetes 6-Byte-Startbyte (1111110x, RFC 2279, durch RFC 3629 gestrichen): Es würde eine 6-Byte-Folge für einen Wert in U+4000000..U+7FFFFFFF beginnen</translation>
    </message>
    <message>
        <source>%1 is never used in UTF-8 (FE and FF spell no lead in any form; FE FF and FF FE are the UTF-16 byte order marks)</source>
        <translation>%1 kommt in UTF-8 nie vor (FE und FF sind in keiner Form ein Startbyte; FE FF und FF FE sind die Byte-Order-Marks von UTF-16)</translation>
    </message>
    <message>
        <source>%1 would have been a continuation byte of the %2-byte sequence that %3 declared; as that lead was refused, it stands alone with no lead (it would add the 6 bits %4)</source>
        <translation>%1 wäre ein Folgebyte der %2-Byte-Folge gewesen, die %3 ankündigte; da dieses Startbyte zurückgewiesen wurde, steht es allein ohne Startbyte (es würde die 6 Bits %4 hinzufügen)</translation>
    </message>
    <message>
        <source>a standard decoder emits U+FFFD for it</source>
        <translation>ein Standard-Decoder gibt dafür U+FFFD aus</translation>
    </message>
    <message>
        <source>%1 is a continuation byte, but after E0 only A0..BF may follow: E0 80..9F would spell a value below U+0800, which has a shorter form (overlong)</source>
        <translation>%1 ist ein Folgebyte, aber nach E0 darf nur A0..BF folgen: E0 80..9F würde einen Wert unter U+0800 schreiben, der eine kürzere Form hat (überlang)</translation>
    </message>
    <message>
        <source>%1 is a continuation byte, but after ED only 80..9F may follow: ED A0..BF would spell a UTF-16 surrogate U+D800..U+DFFF</source>
        <translation>%1 ist ein Folgebyte, aber nach ED darf nur 80..9F folgen: ED A0..BF würde ein UTF-16-Surrogat U+D800..U+DFFF schreiben</translation>
    </message>
    <message>
        <source>%1 is a continuation byte, but after F0 only 90..BF may follow: F0 80..8F would spell a value below U+10000, which has a shorter form (overlong)</source>
        <translation>%1 ist ein Folgebyte, aber nach F0 darf nur 90..BF folgen: F0 80..8F würde einen Wert unter U+10000 schreiben, der eine kürzere Form hat (überlang)</translation>
    </message>
    <message>
        <source>%1 is a continuation byte, but after F4 only 80..8F may follow: F4 90..BF would spell a value above U+10FFFF</source>
        <translation>%1 ist ein Folgebyte, aber nach F4 darf nur 80..8F folgen: F4 90..BF würde einen Wert über U+10FFFF schreiben</translation>
    </message>
    <message>
        <source>%1 is not a continuation byte: the %2-byte sequence started by %3 at offset %4 is cut short after %5 byte</source>
        <translation>%1 ist kein Folgebyte: Die %2-Byte-Folge, die %3 an Offset %4 begann, bricht nach %5 Byte ab</translation>
    </message>
    <message>
        <source>%1 is not a continuation byte: the %2-byte sequence started by %3 at offset %4 is cut short after %5 bytes</source>
        <translation>%1 ist kein Folgebyte: Die %2-Byte-Folge, die %3 an Offset %4 begann, bricht nach %5 Bytes ab</translation>
    </message>
    <message>
        <source>a standard decoder emits U+FFFD for the %1 byte before it and reads %2 again as a new start</source>
        <translation>ein Standard-Decoder gibt für das %1 Byte davor U+FFFD aus und liest %2 erneut als neuen Anfang</translation>
    </message>
    <message>
        <source>a standard decoder emits U+FFFD for the %1 bytes before it and reads %2 again as a new start</source>
        <translation>ein Standard-Decoder gibt für die %1 Bytes davor U+FFFD aus und liest %2 erneut als neuen Anfang</translation>
    </message>
    <message>
        <source>%1 is continuation byte %2 of %3, adding %4</source>
        <translation>%1 ist Byte %2 von %3 und fügt %4 hinzu</translation>
    </message>
    <message>
        <source>: the sequence is complete, %1</source>
        <translation>: Die Folge ist vollständig, %1</translation>
    </message>
    <message>
        <source>the value so far is %1</source>
        <translation>der Wert bisher ist %1</translation>
    </message>
    <message>
        <source>end of data: the %1-byte sequence started by %2 at offset %3 is cut short after %4 byte</source>
        <translation>Ende der Daten: Die %1-Byte-Folge, die %2 an Offset %3 begann, bricht nach %4 Byte ab</translation>
    </message>
    <message>
        <source>end of data: the %1-byte sequence started by %2 at offset %3 is cut short after %4 bytes</source>
        <translation>Ende der Daten: Die %1-Byte-Folge, die %2 an Offset %3 begann, bricht nach %4 Bytes ab</translation>
    </message>
    <message>
        <source>expected hex digits but found &apos;%1&apos; at position %2</source>
        <translation>Hexadezimalziffern erwartet, gefunden wurde aber das Zeichen „%1“ an Position %2</translation>
    </message>
    <message>
        <source>expected hex digits but found byte %1 at position %2</source>
        <translation>Hexadezimalziffern erwartet, gefunden wurde aber das Byte %1 an Position %2</translation>
    </message>
    <message>
        <source>expected hex digits at the end</source>
        <translation>Hexadezimalziffern am Ende erwartet</translation>
    </message>
    <message>
        <source>odd number of hex digits in &quot;%1&quot; at position %2 (each byte is two digits, e.g. 0A)</source>
        <translation>ungerade Anzahl von Hexadezimalziffern in „%1“ an Position %2 (jedes Byte hat zwei Ziffern, z. B. 0A)</translation>
    </message>
    <message>
        <source>a backslash must start an escape \xHH, at position %1</source>
        <translation>ein Backslash muss eine Escape-Sequenz \xHH beginnen, an Position %1</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; at position %2 after hex digits</source>
        <translation>unerwartetes Zeichen „%1“ an Position %2 nach Hexadezimalziffern</translation>
    </message>
    <message>
        <source>unexpected byte %1 at position %2 after hex digits</source>
        <translation>unerwartetes Byte %1 an Position %2 nach Hexadezimalziffern</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos; at position %2 (expected hex bytes such as &quot;E2 82 AC&quot;, &quot;e282ac&quot;, &quot;\xe2\x82\xac&quot; or &quot;0xE2 0x82 0xAC&quot;)</source>
        <translation>unerwartetes Zeichen „%1“ an Position %2 (erwartet werden Hex-Bytes wie „E2 82 AC“, „e282ac“, „\xe2\x82\xac“ oder „0xE2 0x82 0xAC“)</translation>
    </message>
    <message>
        <source>unexpected byte %1 at position %2 (expected hex bytes such as &quot;E2 82 AC&quot;, &quot;e282ac&quot;, &quot;\xe2\x82\xac&quot; or &quot;0xE2 0x82 0xAC&quot;)</source>
        <translation>unerwartetes Byte %1 an Position %2 (erwartet werden Hex-Bytes wie „E2 82 AC“, „e282ac“, „\xe2\x82\xac“ oder „0xE2 0x82 0xAC“)</translation>
    </message>
    <message>
        <source>no bytes given (expected hex bytes such as &quot;E2 82 AC&quot;)</source>
        <translation>keine Bytes angegeben (erwartet werden Hex-Bytes wie „E2 82 AC“)</translation>
    </message>
    <message>
        <source>1 undefined byte became U+FFFD or a C1 control</source>
        <translation>1 nicht definiertes Byte wurde zu U+FFFD oder einem C1-Steuerzeichen</translation>
    </message>
    <message>
        <source>no legacy encoding reads it as text, and 1 UTF-8 multi-byte character is well-formed</source>
        <translation>keine Altkodierung liest es als Text, und 1 UTF-8-Mehrbyte-Zeichen ist wohlgeformt</translation>
    </message>
    <message>
        <source>1 NUL byte and %1% control bytes in what was read: not text</source>
        <translation>1 NUL-Byte und %1 % Steuerbytes im Gelesenen: kein Text</translation>
    </message>
    <message>
        <source>1 multi-byte character, well-formed</source>
        <translation>1 Mehrbyte-Zeichen, wohlgeformt</translation>
    </message>
    <message>
        <source>1 letter is not in the %1 alphabet, the closest</source>
        <translation>1 Buchstabe fehlt im Alphabet der Sprache %1, dem nächstliegenden</translation>
    </message>
    <message>
        <source>%1 non-ASCII characters read in %2: </source>
        <translation>%1 Nicht-ASCII-Zeichen in %2 gelesen: </translation>
    </message>
    <message>
        <source>1 non-ASCII character read in %1: </source>
        <translation>1 Nicht-ASCII-Zeichen in %1 gelesen: </translation>
    </message>
    <message>
        <source>%1 undefined bytes</source>
        <translation>%1 nicht definierte Bytes</translation>
    </message>
    <message>
        <source>1 undefined byte</source>
        <translation>1 nicht definiertes Byte</translation>
    </message>
    <message>
        <source>, %1 controls</source>
        <translation>, %1 Steuerzeichen</translation>
    </message>
    <message>
        <source>, 1 control</source>
        <translation>, 1 Steuerzeichen</translation>
    </message>
    <message>
        <source>, %1 symbols</source>
        <translation>, %1 Symbole</translation>
    </message>
    <message>
        <source>, 1 symbol</source>
        <translation>, 1 Symbol</translation>
    </message>
    <message>
        <source>, %1 words that change script or case</source>
        <translation>, %1 Wörter, die Schrift oder Schreibung wechseln</translation>
    </message>
    <message>
        <source>, 1 word that changes script or case</source>
        <translation>, 1 Wort, das Schrift oder Schreibung wechselt</translation>
    </message>
    <message>
        <source>next best, %1: </source>
        <translation>zweitbeste, %1: </translation>
    </message>
    <message>
        <source>, %1 controls and symbols</source>
        <translation>, %1 Steuerzeichen und Symbole</translation>
    </message>
    <message>
        <source>, 1 control or symbol</source>
        <translation>, 1 Steuerzeichen oder Symbol</translation>
    </message>
    <message>
        <source>, %1 odd words</source>
        <translation>, %1 seltsame Wörter</translation>
    </message>
    <message>
        <source>, 1 odd word</source>
        <translation>, 1 seltsames Wort</translation>
    </message>
    <message>
        <source>, %1 letters outside %2</source>
        <translation>, %1 Buchstaben außerhalb von %2</translation>
    </message>
    <message>
        <source>, 1 letter outside %1</source>
        <translation>, 1 Buchstabe außerhalb von %1</translation>
    </message>
    <message>
        <source>, %1 letters outside any alphabet</source>
        <translation>, %1 Buchstaben außerhalb jedes Alphabets</translation>
    </message>
    <message>
        <source>, 1 letter outside any alphabet</source>
        <translation>, 1 Buchstabe außerhalb jedes Alphabets</translation>
    </message>
</context>
<context>
    <name>NormalizationNote</name>
    <message>
        <source>NFC (composed)</source>
        <translation>NFC (zusammengesetzt)</translation>
    </message>
    <message>
        <source>NFD (decomposed)</source>
        <translation>NFD (zerlegt)</translation>
    </message>
    <message>
        <source>as typed</source>
        <translation>wie eingegeben</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <source>Composed and decomposed.</source>
        <translation>Zusammengesetzt und zerlegt.</translation>
    </message>
    <message>
        <source>Unicode writes this text in two normal forms, byte by byte:</source>
        <translation>Unicode schreibt diesen Text in zwei Normalformen, Byte für Byte:</translation>
    </message>
    <message>
        <source>They look the same but are different bytes: compare text only after normalizing it.</source>
        <translation>Sie sehen gleich aus, sind aber verschiedene Bytes: Text erst nach dem Normalisieren vergleichen.</translation>
    </message>
</context>
<context>
    <name>NoticeListing</name>
    <message>
        <source>“%1” read as %2; repaired: “%3”</source>
        <translation>„%1“ gelesen als %2; repariert: „%3“</translation>
    </message>
    <message>
        <source>“%1” read as %2; left as it is</source>
        <translation>„%1“ gelesen als %2; unverändert gelassen</translation>
    </message>
    <message>
        <source>“%1” is ambiguous: %2; left as it is</source>
        <translation>„%1“ ist mehrdeutig: %2; unverändert gelassen</translation>
    </message>
    <message>
        <source>%1 gives “%2”</source>
        <translation>%1 ergibt „%2“</translation>
    </message>
</context>
<context>
    <name>OpenFilesSession</name>
    <message>
        <source>no longer there</source>
        <translation>nicht mehr vorhanden</translation>
    </message>
    <message>
        <source>not a file</source>
        <translation>keine Datei</translation>
    </message>
    <message>
        <source>not readable</source>
        <translation>nicht lesbar</translation>
    </message>
    <message>
        <source>could not be opened</source>
        <translation>konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>1 file of the last session could not be opened again: %1</source>
        <translation>1 Datei der letzten Sitzung konnte nicht wieder geöffnet werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n files of the last session could not be opened again: %1</source>
        <translation>
            <numerusform>%n Datei der letzten Sitzung konnte nicht wieder geöffnet werden: %1</numerusform>
            <numerusform>%n Dateien der letzten Sitzung konnten nicht wieder geöffnet werden: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Byte %1 at offset %2 (0x%3)</source>
        <translation>Byte %1 an Offset %2 (0x%3)</translation>
    </message>
    <message>
        <source>%1: ill-formed (%2)
%3</source>
        <translation>%1: fehlerhaft (%2)
%3</translation>
    </message>
    <message>
        <source>%1: ASCII %2</source>
        <translation>%1: ASCII %2</translation>
    </message>
    <message>
        <source>lead byte</source>
        <translation>Startbyte</translation>
    </message>
    <message>
        <source>continuation byte</source>
        <translation>Folgebyte</translation>
    </message>
    <message>
        <source>%1: %2 %3 of %4 of %5</source>
        <translation>%1: %2 %3 von %4 von %5</translation>
    </message>
    <message>
        <source>Type something to find.</source>
        <translation>Geben Sie ein, was gesucht werden soll.</translation>
    </message>
    <message>
        <source>Not hex bytes: %1</source>
        <translation>Keine Hex-Bytes: %1</translation>
    </message>
    <message>
        <source>Not a code point: “%1” (write U+20AC, 0x20AC or 8364)</source>
        <translation>Kein Codepunkt: „%1“ (schreiben Sie U+20AC, 0x20AC oder 8364)</translation>
    </message>
    <message>
        <source>Type a code point such as U+20AC.</source>
        <translation>Geben Sie einen Codepunkt wie U+20AC ein.</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>Datei existiert nicht</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>Zugriff verweigert</translation>
    </message>
    <message>
        <source>a part of the path is not a folder</source>
        <translation>ein Teil des Pfads ist kein Ordner</translation>
    </message>
    <message>
        <source>not enough address space to map it</source>
        <translation>nicht genug Adressraum, um sie einzublenden</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>is a character device, not a regular file</source>
        <translation>ist ein zeichenorientiertes Gerät, keine reguläre Datei</translation>
    </message>
    <message>
        <source>is a block device, not a regular file</source>
        <translation>ist ein blockorientiertes Gerät, keine reguläre Datei</translation>
    </message>
    <message>
        <source>is a pipe (FIFO); pipe it into standard input instead: … | utf8-inspector -</source>
        <translation>ist eine Pipe (FIFO); leiten Sie sie stattdessen in die Standardeingabe: … | utf8-inspector -</translation>
    </message>
    <message>
        <source>is a socket, not a regular file</source>
        <translation>ist ein Socket, keine reguläre Datei</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>ist keine reguläre Datei</translation>
    </message>
    <message>
        <source>Cannot open “%1”: %2.</source>
        <translation>„%1“ kann nicht geöffnet werden: %2.</translation>
    </message>
    <message>
        <source>Cannot open “%1”: it %2.</source>
        <translation>„%1“ kann nicht geöffnet werden: Es %2.</translation>
    </message>
    <message>
        <source>Cannot map “%1” into memory: %2.</source>
        <translation>„%1“ kann nicht in den Speicher eingeblendet werden: %2.</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>Standardeingabe</translation>
    </message>
    <message>
        <source>“%1” is not a code point (write U+20AC, 0x20AC or 8364)</source>
        <translation>„%1“ ist kein Codepunkt (schreiben Sie U+20AC, 0x20AC oder 8364)</translation>
    </message>
    <message>
        <source>empty · valid UTF-8</source>
        <translation>leer · gültiges UTF-8</translation>
    </message>
    <message>
        <source>valid UTF-8 · %1 characters</source>
        <translation>gültiges UTF-8 · %1 Zeichen</translation>
    </message>
    <message>
        <source>binary: %1% of bytes ill-formed</source>
        <translation>binär: %1 % der Bytes fehlerhaft</translation>
    </message>
    <message>
        <source>UTF-8 with 1 error</source>
        <translation>UTF-8 mit 1 Fehler</translation>
    </message>
    <message>
        <source>UTF-8 with %1 errors</source>
        <translation>UTF-8 mit %1 Fehlern</translation>
    </message>
    <message>
        <source>likely %1</source>
        <translation>wahrscheinlich %1</translation>
    </message>
    <message>
        <source>Likely %1, not UTF-8: %2.</source>
        <translation>Wahrscheinlich %1, nicht UTF-8: %2.</translation>
    </message>
    <message>
        <source>Not an error kind: write any, or one of %1</source>
        <translation>Keine Fehlerart: schreiben Sie any oder eine von %1</translation>
    </message>
    <message>
        <source>Not a regular expression: %1</source>
        <translation>Kein regulärer Ausdruck: %1</translation>
    </message>
    <message>
        <source>No character has “%1” in its name</source>
        <translation>Kein Zeichen hat „%1“ im Namen</translation>
    </message>
    <message>
        <source>This mode looks for bytes.</source>
        <translation>Diese Art sucht nach Bytes.</translation>
    </message>
    <message>
        <source>bytes %1 at offset %2: not defined in %3</source>
        <translation>Bytes %1 an Offset %2: in %3 nicht definiert</translation>
    </message>
    <message>
        <source>%1 at offset %2: %3 bytes %4, UTF-8 bytes %5</source>
        <translation>%1 an Offset %2: %3-Bytes %4, UTF-8-Bytes %5</translation>
    </message>
    <message>
        <source>reads the same as %1</source>
        <translation>liest sich wie %1</translation>
    </message>
    <message>
        <source>Could not save “%1”: %2</source>
        <translation>„%1“ konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Conversion stopped; “%1” was not written.</source>
        <translation>Umwandlung abgebrochen; „%1“ wurde nicht geschrieben.</translation>
    </message>
    <message>
        <source>Saved “%1” as UTF-8, read as %2.</source>
        <translation>„%1“ als UTF-8 gespeichert, gelesen als %2.</translation>
    </message>
    <message>
        <source>%1 bytes not defined in %2 became U+FFFD.</source>
        <translation>%1 in %2 nicht definierte Bytes wurden zu U+FFFD.</translation>
    </message>
    <message>
        <source>Saved “%1” as UTF-8: %2 runs in a legacy encoding converted, the UTF-8 kept as it was.</source>
        <translation>„%1“ als UTF-8 gespeichert: %2 Abschnitte in einer Altkodierung umgewandelt, das UTF-8 unverändert übernommen.</translation>
    </message>
    <message>
        <source>%1 text</source>
        <translation>%1-Text</translation>
    </message>
    <message>
        <source>%1 text (%2)</source>
        <translation>%1-Text (%2)</translation>
    </message>
    <message>
        <source>not UTF-8: %1</source>
        <translation>kein UTF-8: %1</translation>
    </message>
    <message>
        <source>binary data: %1 bytes, all %2</source>
        <translation>Binärdaten: %1 Bytes, alle %2</translation>
    </message>
    <message>
        <source>binary data (%1)</source>
        <translation>Binärdaten (%1)</translation>
    </message>
    <message>
        <source>valid UTF-8 · 1 character</source>
        <translation>gültiges UTF-8 · 1 Zeichen</translation>
    </message>
</context>
<context>
    <name>RepairedFileWriter</name>
    <message>
        <source>writing failed</source>
        <translation>Schreiben fehlgeschlagen</translation>
    </message>
    <message>
        <source>repaired.txt</source>
        <translation>repariert.txt</translation>
    </message>
    <message>
        <source>.repaired</source>
        <translation>.repariert</translation>
    </message>
</context>
<context>
    <name>TeachText</name>
    <message>
        <source>%1 (a control character)</source>
        <translation>%1 (ein Steuerzeichen)</translation>
    </message>
    <message>
        <source>%1 (space)</source>
        <translation>%1 (Leerzeichen)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bits needed.&lt;/b&gt; %1 in binary is %2, without leading zeros; bits needed: %3.</source>
        <translation>&lt;b&gt;Benötigte Bits.&lt;/b&gt; %1 ist binär %2, ohne führende Nullen; benötigte Bits: %3.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Length table.&lt;/b&gt; No row holds more than 21 bits (31 in the obsolete forms): there is no UTF-8 form.</source>
        <translation>&lt;b&gt;Längentabelle.&lt;/b&gt; Keine Zeile fasst mehr als 21 Bits (31 in den veralteten Formen): Es gibt keine UTF-8-Form.</translation>
    </message>
    <message>
        <source>0–7 bits → 1 byte</source>
        <translation>0–7 Bits → 1 Byte</translation>
    </message>
    <message>
        <source>8–11 bits → 2 bytes</source>
        <translation>8–11 Bits → 2 Bytes</translation>
    </message>
    <message>
        <source>12–16 bits → 3 bytes</source>
        <translation>12–16 Bits → 3 Bytes</translation>
    </message>
    <message>
        <source>17–21 bits → 4 bytes</source>
        <translation>17–21 Bits → 4 Bytes</translation>
    </message>
    <message>
        <source>22–26 bits → 5 bytes (obsolete, RFC 2279)</source>
        <translation>22–26 Bits → 5 Bytes (veraltet, RFC 2279)</translation>
    </message>
    <message>
        <source>27–31 bits → 6 bytes (obsolete, RFC 2279)</source>
        <translation>27–31 Bits → 6 Bytes (veraltet, RFC 2279)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Length table.&lt;/b&gt; For %1 the row %2 applies.</source>
        <translation>&lt;b&gt;Längentabelle.&lt;/b&gt; Für %1 gilt die Zeile %2.</translation>
    </message>
    <message>
        <source>1 bit</source>
        <translation>1 Bit</translation>
    </message>
    <message>
        <source>%1 bits</source>
        <translation>%1 Bits</translation>
    </message>
    <message>
        <source>&lt;b&gt;Groups.&lt;/b&gt; One byte holds 7 payload bits: %1 (padded with 0 on the left).</source>
        <translation>&lt;b&gt;Gruppen.&lt;/b&gt; Ein Byte fasst 7 Nutzbits: %1 (links mit 0 aufgefüllt).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Marker.&lt;/b&gt; A 1-byte character starts with the marker bit 0: %1.</source>
        <translation>&lt;b&gt;Kennung.&lt;/b&gt; Ein 1-Byte-Zeichen beginnt mit dem Kennbit 0: %1.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Groups.&lt;/b&gt; Cut the bits into 6-bit groups from the low end: %1. Padded to the payload widths (%2 bits) that is %3.</source>
        <translation>&lt;b&gt;Gruppen.&lt;/b&gt; Die Bits vom niederwertigen Ende her in 6-Bit-Gruppen teilen: %1. Auf die Nutzbreiten (%2 Bits) aufgefüllt ergibt das %3.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Markers.&lt;/b&gt; The lead byte gets %1 (%2 ones: %2 bytes, then a 0), each continuation byte gets 10: %3.</source>
        <translation>&lt;b&gt;Kennungen.&lt;/b&gt; Das Startbyte erhält %1 (%2 Einsen: %2 Bytes, dann eine 0), jedes Folgebyte erhält 10: %3.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Result.&lt;/b&gt; %1 in hex, %2 in binary.</source>
        <translation>&lt;b&gt;Ergebnis.&lt;/b&gt; %1 in Hex, %2 binär.</translation>
    </message>
    <message>
        <source>bits</source>
        <translation>Bits</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>code points</source>
        <translation>Codepunkte</translation>
    </message>
    <message>
        <source>pattern</source>
        <translation>Muster</translation>
    </message>
</context>
<context>
    <name>UnicodeBlock</name>
    <message>
        <source>No Block</source>
        <translation>Kein Block</translation>
    </message>
    <message>
        <source>Basic Latin</source>
        <translation>Basis-Lateinisch</translation>
    </message>
    <message>
        <source>Latin 1 Supplement</source>
        <translation>Lateinisch-1, Ergänzung</translation>
    </message>
    <message>
        <source>Latin Extended A</source>
        <translation>Lateinisch, erweitert-A</translation>
    </message>
    <message>
        <source>Latin Extended B</source>
        <translation>Lateinisch, erweitert-B</translation>
    </message>
    <message>
        <source>IPA Extensions</source>
        <translation>IPA-Erweiterungen</translation>
    </message>
    <message>
        <source>Spacing Modifier Letters</source>
        <translation>Modifizierende Buchstaben mit Vorschub</translation>
    </message>
    <message>
        <source>Combining Diacritical Marks</source>
        <translation>Kombinierende diakritische Zeichen</translation>
    </message>
    <message>
        <source>Greek and Coptic</source>
        <translation>Griechisch und Koptisch</translation>
    </message>
    <message>
        <source>Cyrillic</source>
        <translation>Kyrillisch</translation>
    </message>
    <message>
        <source>Armenian</source>
        <translation>Armenisch</translation>
    </message>
    <message>
        <source>Hebrew</source>
        <translation>Hebräisch</translation>
    </message>
    <message>
        <source>Arabic</source>
        <translation>Arabisch</translation>
    </message>
    <message>
        <source>Syriac</source>
        <translation>Syrisch</translation>
    </message>
    <message>
        <source>Thaana</source>
        <translation>Thaana</translation>
    </message>
    <message>
        <source>Devanagari</source>
        <translation>Devanagari</translation>
    </message>
    <message>
        <source>Bengali</source>
        <translation>Bengalisch</translation>
    </message>
    <message>
        <source>Gurmukhi</source>
        <translation>Gurmukhi</translation>
    </message>
    <message>
        <source>Gujarati</source>
        <translation>Gujarati</translation>
    </message>
    <message>
        <source>Oriya</source>
        <translation>Oriya</translation>
    </message>
    <message>
        <source>Tamil</source>
        <translation>Tamilisch</translation>
    </message>
    <message>
        <source>Telugu</source>
        <translation>Telugu</translation>
    </message>
    <message>
        <source>Kannada</source>
        <translation>Kannada</translation>
    </message>
    <message>
        <source>Malayalam</source>
        <translation>Malayalam</translation>
    </message>
    <message>
        <source>Sinhala</source>
        <translation>Singhalesisch</translation>
    </message>
    <message>
        <source>Thai</source>
        <translation>Thai</translation>
    </message>
    <message>
        <source>Lao</source>
        <translation>Laotisch</translation>
    </message>
    <message>
        <source>Tibetan</source>
        <translation>Tibetisch</translation>
    </message>
    <message>
        <source>Myanmar</source>
        <translation>Birmanisch</translation>
    </message>
    <message>
        <source>Georgian</source>
        <translation>Georgisch</translation>
    </message>
    <message>
        <source>Hangul Jamo</source>
        <translation>Hangeul-Jamo</translation>
    </message>
    <message>
        <source>Ethiopic</source>
        <translation>Äthiopisch</translation>
    </message>
    <message>
        <source>Cherokee</source>
        <translation>Cherokee</translation>
    </message>
    <message>
        <source>Unified Canadian Aboriginal Syllabics</source>
        <translation>Vereinheitlichte Silbenzeichen kanadischer Ureinwohner</translation>
    </message>
    <message>
        <source>Ogham</source>
        <translation>Ogham</translation>
    </message>
    <message>
        <source>Runic</source>
        <translation>Runenschrift</translation>
    </message>
    <message>
        <source>Khmer</source>
        <translation>Khmer</translation>
    </message>
    <message>
        <source>Mongolian</source>
        <translation>Mongolisch</translation>
    </message>
    <message>
        <source>Latin Extended Additional</source>
        <translation>Lateinisch, weitere Erweiterungen</translation>
    </message>
    <message>
        <source>Greek Extended</source>
        <translation>Griechisch, erweitert</translation>
    </message>
    <message>
        <source>General Punctuation</source>
        <translation>Allgemeine Interpunktion</translation>
    </message>
    <message>
        <source>Superscripts and Subscripts</source>
        <translation>Hoch- und tiefgestellte Zeichen</translation>
    </message>
    <message>
        <source>Currency Symbols</source>
        <translation>Währungszeichen</translation>
    </message>
    <message>
        <source>Combining Diacritical Marks for Symbols</source>
        <translation>Kombinierende diakritische Zeichen für Symbole</translation>
    </message>
    <message>
        <source>Letterlike Symbols</source>
        <translation>Buchstabenähnliche Symbole</translation>
    </message>
    <message>
        <source>Number Forms</source>
        <translation>Zahlzeichen</translation>
    </message>
    <message>
        <source>Arrows</source>
        <translation>Pfeile</translation>
    </message>
    <message>
        <source>Mathematical Operators</source>
        <translation>Mathematische Operatoren</translation>
    </message>
    <message>
        <source>Miscellaneous Technical</source>
        <translation>Verschiedene technische Zeichen</translation>
    </message>
    <message>
        <source>Control Pictures</source>
        <translation>Symbole für Steuerzeichen</translation>
    </message>
    <message>
        <source>Optical Character Recognition</source>
        <translation>Optische Zeichenerkennung</translation>
    </message>
    <message>
        <source>Enclosed Alphanumerics</source>
        <translation>Umschlossene alphanumerische Zeichen</translation>
    </message>
    <message>
        <source>Box Drawing</source>
        <translation>Rahmenzeichen</translation>
    </message>
    <message>
        <source>Block Elements</source>
        <translation>Blockelemente</translation>
    </message>
    <message>
        <source>Geometric Shapes</source>
        <translation>Geometrische Formen</translation>
    </message>
    <message>
        <source>Miscellaneous Symbols</source>
        <translation>Verschiedene Symbole</translation>
    </message>
    <message>
        <source>Dingbats</source>
        <translation>Dingbats</translation>
    </message>
    <message>
        <source>Braille Patterns</source>
        <translation>Braille-Muster</translation>
    </message>
    <message>
        <source>CJK Radicals Supplement</source>
        <translation>CJK-Radikale, Ergänzung</translation>
    </message>
    <message>
        <source>Kangxi Radicals</source>
        <translation>Kangxi-Radikale</translation>
    </message>
    <message>
        <source>Ideographic Description Characters</source>
        <translation>Ideographische Beschreibungszeichen</translation>
    </message>
    <message>
        <source>CJK Symbols and Punctuation</source>
        <translation>CJK-Symbole und -Interpunktion</translation>
    </message>
    <message>
        <source>Hiragana</source>
        <translation>Hiragana</translation>
    </message>
    <message>
        <source>Katakana</source>
        <translation>Katakana</translation>
    </message>
    <message>
        <source>Bopomofo</source>
        <translation>Bopomofo</translation>
    </message>
    <message>
        <source>Hangul Compatibility Jamo</source>
        <translation>Hangeul-Jamo, Kompatibilität</translation>
    </message>
    <message>
        <source>Kanbun</source>
        <translation>Kanbun</translation>
    </message>
    <message>
        <source>Bopomofo Extended</source>
        <translation>Bopomofo, erweitert</translation>
    </message>
    <message>
        <source>Enclosed CJK Letters and Months</source>
        <translation>Umschlossene CJK-Buchstaben und -Monate</translation>
    </message>
    <message>
        <source>CJK Compatibility</source>
        <translation>CJK-Kompatibilität</translation>
    </message>
    <message>
        <source>CJK Unified Ideographs Extension A</source>
        <translation>CJK-Vereinheitlichte Ideogramme, Erweiterung A</translation>
    </message>
    <message>
        <source>CJK Unified Ideographs</source>
        <translation>CJK-Vereinheitlichte Ideogramme</translation>
    </message>
    <message>
        <source>Yi Syllables</source>
        <translation>Yi-Silbenzeichen</translation>
    </message>
    <message>
        <source>Yi Radicals</source>
        <translation>Yi-Radikale</translation>
    </message>
    <message>
        <source>Hangul Syllables</source>
        <translation>Hangeul-Silbenzeichen</translation>
    </message>
    <message>
        <source>High Surrogates</source>
        <translation>Hohe Surrogate</translation>
    </message>
    <message>
        <source>High Private Use Surrogates</source>
        <translation>Hohe Surrogate für private Nutzung</translation>
    </message>
    <message>
        <source>Low Surrogates</source>
        <translation>Niedrige Surrogate</translation>
    </message>
    <message>
        <source>Private Use Area</source>
        <translation>Bereich für private Nutzung</translation>
    </message>
    <message>
        <source>CJK Compatibility Ideographs</source>
        <translation>CJK-Kompatibilitätsideogramme</translation>
    </message>
    <message>
        <source>Alphabetic Presentation Forms</source>
        <translation>Alphabetische Präsentationsformen</translation>
    </message>
    <message>
        <source>Arabic Presentation Forms A</source>
        <translation>Arabische Präsentationsformen-A</translation>
    </message>
    <message>
        <source>Combining Half Marks</source>
        <translation>Kombinierende halbe Zeichen</translation>
    </message>
    <message>
        <source>CJK Compatibility Forms</source>
        <translation>CJK-Kompatibilitätsformen</translation>
    </message>
    <message>
        <source>Small Form Variants</source>
        <translation>Kleine Formvarianten</translation>
    </message>
    <message>
        <source>Arabic Presentation Forms B</source>
        <translation>Arabische Präsentationsformen-B</translation>
    </message>
    <message>
        <source>Specials</source>
        <translation>Spezielles</translation>
    </message>
    <message>
        <source>Halfwidth and Fullwidth Forms</source>
        <translation>Halbbreite und vollbreite Formen</translation>
    </message>
    <message>
        <source>Old Italic</source>
        <translation>Altitalisch</translation>
    </message>
    <message>
        <source>Gothic</source>
        <translation>Gotisch</translation>
    </message>
    <message>
        <source>Deseret</source>
        <translation>Deseret</translation>
    </message>
    <message>
        <source>Byzantine Musical Symbols</source>
        <translation>Byzantinische Notenschrift</translation>
    </message>
    <message>
        <source>Musical Symbols</source>
        <translation>Notenschriftzeichen</translation>
    </message>
    <message>
        <source>Mathematical Alphanumeric Symbols</source>
        <translation>Mathematische alphanumerische Symbole</translation>
    </message>
    <message>
        <source>CJK Unified Ideographs Extension B</source>
        <translation>CJK-Vereinheitlichte Ideogramme, Erweiterung B</translation>
    </message>
    <message>
        <source>CJK Compatibility Ideographs Supplement</source>
        <translation>CJK-Kompatibilitätsideogramme, Ergänzung</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>Cyrillic Supplement</source>
        <translation>Kyrillisch, Ergänzung</translation>
    </message>
    <message>
        <source>Tagalog</source>
        <translation>Tagalog</translation>
    </message>
    <message>
        <source>Hanunoo</source>
        <translation>Hanunoo</translation>
    </message>
    <message>
        <source>Buhid</source>
        <translation>Buhid</translation>
    </message>
    <message>
        <source>Tagbanwa</source>
        <translation>Tagbanwa</translation>
    </message>
    <message>
        <source>Miscellaneous Mathematical Symbols A</source>
        <translation>Verschiedene mathematische Symbole-A</translation>
    </message>
    <message>
        <source>Supplemental Arrows A</source>
        <translation>Zusätzliche Pfeile-A</translation>
    </message>
    <message>
        <source>Supplemental Arrows B</source>
        <translation>Zusätzliche Pfeile-B</translation>
    </message>
    <message>
        <source>Miscellaneous Mathematical Symbols B</source>
        <translation>Verschiedene mathematische Symbole-B</translation>
    </message>
    <message>
        <source>Supplemental Mathematical Operators</source>
        <translation>Zusätzliche mathematische Operatoren</translation>
    </message>
    <message>
        <source>Katakana Phonetic Extensions</source>
        <translation>Katakana, phonetische Erweiterungen</translation>
    </message>
    <message>
        <source>Variation Selectors</source>
        <translation>Variantenselektoren</translation>
    </message>
    <message>
        <source>Supplementary Private Use Area A</source>
        <translation>Zusätzlicher Bereich für private Nutzung-A</translation>
    </message>
    <message>
        <source>Supplementary Private Use Area B</source>
        <translation>Zusätzlicher Bereich für private Nutzung-B</translation>
    </message>
    <message>
        <source>Limbu</source>
        <translation>Limbu</translation>
    </message>
    <message>
        <source>Tai Le</source>
        <translation>Tai Le</translation>
    </message>
    <message>
        <source>Khmer Symbols</source>
        <translation>Khmer-Symbole</translation>
    </message>
    <message>
        <source>Phonetic Extensions</source>
        <translation>Phonetische Erweiterungen</translation>
    </message>
    <message>
        <source>Miscellaneous Symbols and Arrows</source>
        <translation>Verschiedene Symbole und Pfeile</translation>
    </message>
    <message>
        <source>Yijing Hexagram Symbols</source>
        <translation>I-Ging-Hexagramme</translation>
    </message>
    <message>
        <source>Linear B Syllabary</source>
        <translation>Linear-B-Silbenzeichen</translation>
    </message>
    <message>
        <source>Linear B Ideograms</source>
        <translation>Linear-B-Ideogramme</translation>
    </message>
    <message>
        <source>Aegean Numbers</source>
        <translation>Ägäische Zahlzeichen</translation>
    </message>
    <message>
        <source>Ugaritic</source>
        <translation>Ugaritisch</translation>
    </message>
    <message>
        <source>Shavian</source>
        <translation>Shaw-Alphabet</translation>
    </message>
    <message>
        <source>Osmanya</source>
        <translation>Osmanya</translation>
    </message>
    <message>
        <source>Cypriot Syllabary</source>
        <translation>Zypriotische Silbenschrift</translation>
    </message>
    <message>
        <source>Tai Xuan Jing Symbols</source>
        <translation>Tai-Xuan-Jing-Symbole</translation>
    </message>
    <message>
        <source>Variation Selectors Supplement</source>
        <translation>Variantenselektoren, Ergänzung</translation>
    </message>
    <message>
        <source>Ancient Greek Musical Notation</source>
        <translation>Altgriechische Notenschrift</translation>
    </message>
    <message>
        <source>Ancient Greek Numbers</source>
        <translation>Altgriechische Zahlzeichen</translation>
    </message>
    <message>
        <source>Arabic Supplement</source>
        <translation>Arabisch, Ergänzung</translation>
    </message>
    <message>
        <source>Buginese</source>
        <translation>Buginesisch</translation>
    </message>
    <message>
        <source>CJK Strokes</source>
        <translation>CJK-Striche</translation>
    </message>
    <message>
        <source>Combining Diacritical Marks Supplement</source>
        <translation>Kombinierende diakritische Zeichen, Ergänzung</translation>
    </message>
    <message>
        <source>Coptic</source>
        <translation>Koptisch</translation>
    </message>
    <message>
        <source>Ethiopic Extended</source>
        <translation>Äthiopisch, erweitert</translation>
    </message>
    <message>
        <source>Ethiopic Supplement</source>
        <translation>Äthiopisch, Ergänzung</translation>
    </message>
    <message>
        <source>Georgian Supplement</source>
        <translation>Georgisch, Ergänzung</translation>
    </message>
    <message>
        <source>Glagolitic</source>
        <translation>Glagolitisch</translation>
    </message>
    <message>
        <source>Kharoshthi</source>
        <translation>Kharoshthi</translation>
    </message>
    <message>
        <source>Modifier Tone Letters</source>
        <translation>Modifizierende Tonbuchstaben</translation>
    </message>
    <message>
        <source>New Tai Lue</source>
        <translation>Tai Lue</translation>
    </message>
    <message>
        <source>Old Persian</source>
        <translation>Altpersisch</translation>
    </message>
    <message>
        <source>Phonetic Extensions Supplement</source>
        <translation>Phonetische Erweiterungen, Ergänzung</translation>
    </message>
    <message>
        <source>Supplemental Punctuation</source>
        <translation>Zusätzliche Interpunktion</translation>
    </message>
    <message>
        <source>Syloti Nagri</source>
        <translation>Syloti Nagri</translation>
    </message>
    <message>
        <source>Tifinagh</source>
        <translation>Tifinagh</translation>
    </message>
    <message>
        <source>Vertical Forms</source>
        <translation>Vertikale Formen</translation>
    </message>
    <message>
        <source>NKo</source>
        <translation>N’Ko</translation>
    </message>
    <message>
        <source>Balinese</source>
        <translation>Balinesisch</translation>
    </message>
    <message>
        <source>Latin Extended C</source>
        <translation>Lateinisch, erweitert-C</translation>
    </message>
    <message>
        <source>Latin Extended D</source>
        <translation>Lateinisch, erweitert-D</translation>
    </message>
    <message>
        <source>Phags Pa</source>
        <translation>Phagspa</translation>
    </message>
    <message>
        <source>Phoenician</source>
        <translation>Phönizisch</translation>
    </message>
    <message>
        <source>Cuneiform</source>
        <translation>Keilschrift</translation>
    </message>
    <message>
        <source>Cuneiform Numbers and Punctuation</source>
        <translation>Keilschrift-Zahlzeichen und -Interpunktion</translation>
    </message>
    <message>
        <source>Counting Rod Numerals</source>
        <translation>Zählstabziffern</translation>
    </message>
    <message>
        <source>Sundanese</source>
        <translation>Sundanesisch</translation>
    </message>
    <message>
        <source>Lepcha</source>
        <translation>Lepcha</translation>
    </message>
    <message>
        <source>Ol Chiki</source>
        <translation>Ol Chiki</translation>
    </message>
    <message>
        <source>Cyrillic Extended A</source>
        <translation>Kyrillisch, erweitert-A</translation>
    </message>
    <message>
        <source>Vai</source>
        <translation>Vai</translation>
    </message>
    <message>
        <source>Cyrillic Extended B</source>
        <translation>Kyrillisch, erweitert-B</translation>
    </message>
    <message>
        <source>Saurashtra</source>
        <translation>Saurashtra</translation>
    </message>
    <message>
        <source>Kayah Li</source>
        <translation>Kayah Li</translation>
    </message>
    <message>
        <source>Rejang</source>
        <translation>Rejang</translation>
    </message>
    <message>
        <source>Cham</source>
        <translation>Cham</translation>
    </message>
    <message>
        <source>Ancient Symbols</source>
        <translation>Antike Symbole</translation>
    </message>
    <message>
        <source>Phaistos Disc</source>
        <translation>Diskos von Phaistos</translation>
    </message>
    <message>
        <source>Lycian</source>
        <translation>Lykisch</translation>
    </message>
    <message>
        <source>Carian</source>
        <translation>Karisch</translation>
    </message>
    <message>
        <source>Lydian</source>
        <translation>Lydisch</translation>
    </message>
    <message>
        <source>Mahjong Tiles</source>
        <translation>Mahjongsteine</translation>
    </message>
    <message>
        <source>Domino Tiles</source>
        <translation>Dominosteine</translation>
    </message>
    <message>
        <source>Samaritan</source>
        <translation>Samaritanisch</translation>
    </message>
    <message>
        <source>Unified Canadian Aboriginal Syllabics Extended</source>
        <translation>Vereinheitlichte Silbenzeichen kanadischer Ureinwohner, erweitert</translation>
    </message>
    <message>
        <source>Tai Tham</source>
        <translation>Lanna</translation>
    </message>
    <message>
        <source>Vedic Extensions</source>
        <translation>Vedische Erweiterungen</translation>
    </message>
    <message>
        <source>Lisu</source>
        <translation>Lisu</translation>
    </message>
    <message>
        <source>Bamum</source>
        <translation>Bamum</translation>
    </message>
    <message>
        <source>Common Indic Number Forms</source>
        <translation>Allgemeine indische Zahlzeichen</translation>
    </message>
    <message>
        <source>Devanagari Extended</source>
        <translation>Devanagari, erweitert</translation>
    </message>
    <message>
        <source>Hangul Jamo Extended A</source>
        <translation>Hangeul-Jamo, erweitert-A</translation>
    </message>
    <message>
        <source>Javanese</source>
        <translation>Javanesisch</translation>
    </message>
    <message>
        <source>Myanmar Extended A</source>
        <translation>Birmanisch, erweitert-A</translation>
    </message>
    <message>
        <source>Tai Viet</source>
        <translation>Tai-Viet</translation>
    </message>
    <message>
        <source>Meetei Mayek</source>
        <translation>Meitei-Mayek</translation>
    </message>
    <message>
        <source>Hangul Jamo Extended B</source>
        <translation>Hangeul-Jamo, erweitert-B</translation>
    </message>
    <message>
        <source>Imperial Aramaic</source>
        <translation>Reichsaramäisch</translation>
    </message>
    <message>
        <source>Old South Arabian</source>
        <translation>Altsüdarabisch</translation>
    </message>
    <message>
        <source>Avestan</source>
        <translation>Avestisch</translation>
    </message>
    <message>
        <source>Inscriptional Parthian</source>
        <translation>Inschriften-Parthisch</translation>
    </message>
    <message>
        <source>Inscriptional Pahlavi</source>
        <translation>Inschriften-Pahlavi</translation>
    </message>
    <message>
        <source>Old Turkic</source>
        <translation>Alttürkisch</translation>
    </message>
    <message>
        <source>Rumi Numeral Symbols</source>
        <translation>Rumi-Zahlzeichen</translation>
    </message>
    <message>
        <source>Kaithi</source>
        <translation>Kaithi</translation>
    </message>
    <message>
        <source>Egyptian Hieroglyphs</source>
        <translation>Ägyptische Hieroglyphen</translation>
    </message>
    <message>
        <source>Enclosed Alphanumeric Supplement</source>
        <translation>Umschlossene alphanumerische Zeichen, Ergänzung</translation>
    </message>
    <message>
        <source>Enclosed Ideographic Supplement</source>
        <translation>Umschlossene Ideogramme, Ergänzung</translation>
    </message>
    <message>
        <source>CJK Unified Ideographs Extension C</source>
        <translation>CJK-Vereinheitlichte Ideogramme, Erweiterung C</translation>
    </message>
    <message>
        <source>Mandaic</source>
        <translation>Mandäisch</translation>
    </message>
    <message>
        <source>Batak</source>
        <translation>Batak</translation>
    </message>
    <message>
        <source>Ethiopic Extended A</source>
        <translation>Äthiopisch, erweitert-A</translation>
    </message>
    <message>
        <source>Brahmi</source>
        <translation>Brahmi</translation>
    </message>
    <message>
        <source>Bamum Supplement</source>
        <translation>Bamum, Ergänzung</translation>
    </message>
    <message>
        <source>Kana Supplement</source>
        <translation>Kana, Ergänzung</translation>
    </message>
    <message>
        <source>Playing Cards</source>
        <translation>Spielkarten</translation>
    </message>
    <message>
        <source>Miscellaneous Symbols and Pictographs</source>
        <translation>Verschiedene Symbole und Piktogramme</translation>
    </message>
    <message>
        <source>Emoticons</source>
        <translation>Smileys</translation>
    </message>
    <message>
        <source>Transport and Map Symbols</source>
        <translation>Verkehrs- und Kartensymbole</translation>
    </message>
    <message>
        <source>Alchemical Symbols</source>
        <translation>Alchemistische Symbole</translation>
    </message>
    <message>
        <source>CJK Unified Ideographs Extension D</source>
        <translation>CJK-Vereinheitlichte Ideogramme, Erweiterung D</translation>
    </message>
    <message>
        <source>Arabic Extended A</source>
        <translation>Arabisch, erweitert-A</translation>
    </message>
    <message>
        <source>Arabic Mathematical Alphabetic Symbols</source>
        <translation>Arabische mathematische alphabetische Symbole</translation>
    </message>
    <message>
        <source>Chakma</source>
        <translation>Chakma</translation>
    </message>
    <message>
        <source>Meetei Mayek Extensions</source>
        <translation>Meitei-Mayek, Erweiterungen</translation>
    </message>
    <message>
        <source>Meroitic Cursive</source>
        <translation>Meroitisch kursiv</translation>
    </message>
    <message>
        <source>Meroitic Hieroglyphs</source>
        <translation>Meroitische Hieroglyphen</translation>
    </message>
    <message>
        <source>Miao</source>
        <translation>Miao</translation>
    </message>
    <message>
        <source>Sharada</source>
        <translation>Sharada</translation>
    </message>
    <message>
        <source>Sora Sompeng</source>
        <translation>Sora Sompeng</translation>
    </message>
    <message>
        <source>Sundanese Supplement</source>
        <translation>Sundanesisch, Ergänzung</translation>
    </message>
    <message>
        <source>Takri</source>
        <translation>Takri</translation>
    </message>
    <message>
        <source>Bassa Vah</source>
        <translation>Bassa Vah</translation>
    </message>
    <message>
        <source>Caucasian Albanian</source>
        <translation>Kaukasisch-Albanisch</translation>
    </message>
    <message>
        <source>Coptic Epact Numbers</source>
        <translation>Koptische Epaktenzahlen</translation>
    </message>
    <message>
        <source>Combining Diacritical Marks Extended</source>
        <translation>Kombinierende diakritische Zeichen, erweitert</translation>
    </message>
    <message>
        <source>Duployan</source>
        <translation>Duployanisch</translation>
    </message>
    <message>
        <source>Elbasan</source>
        <translation>Elbasanisch</translation>
    </message>
    <message>
        <source>Geometric Shapes Extended</source>
        <translation>Geometrische Formen, erweitert</translation>
    </message>
    <message>
        <source>Grantha</source>
        <translation>Grantha</translation>
    </message>
    <message>
        <source>Khojki</source>
        <translation>Khojki</translation>
    </message>
    <message>
        <source>Khudawadi</source>
        <translation>Khudawadi</translation>
    </message>
    <message>
        <source>Latin Extended E</source>
        <translation>Lateinisch, erweitert-E</translation>
    </message>
    <message>
        <source>Linear A</source>
        <translation>Linear A</translation>
    </message>
    <message>
        <source>Mahajani</source>
        <translation>Mahajani</translation>
    </message>
    <message>
        <source>Manichaean</source>
        <translation>Manichäisch</translation>
    </message>
    <message>
        <source>Mende Kikakui</source>
        <translation>Mende-Kikakui</translation>
    </message>
    <message>
        <source>Modi</source>
        <translation>Modi</translation>
    </message>
    <message>
        <source>Mro</source>
        <translation>Mro</translation>
    </message>
    <message>
        <source>Myanmar Extended B</source>
        <translation>Birmanisch, erweitert-B</translation>
    </message>
    <message>
        <source>Nabataean</source>
        <translation>Nabatäisch</translation>
    </message>
    <message>
        <source>Old North Arabian</source>
        <translation>Altnordarabisch</translation>
    </message>
    <message>
        <source>Old Permic</source>
        <translation>Altpermisch</translation>
    </message>
    <message>
        <source>Ornamental Dingbats</source>
        <translation>Ornamentale Dingbats</translation>
    </message>
    <message>
        <source>Pahawh Hmong</source>
        <translation>Pahawh Hmong</translation>
    </message>
    <message>
        <source>Palmyrene</source>
        <translation>Palmyrenisch</translation>
    </message>
    <message>
        <source>Pau Cin Hau</source>
        <translation>Pau Cin Hau</translation>
    </message>
    <message>
        <source>Psalter Pahlavi</source>
        <translation>Psalter-Pahlavi</translation>
    </message>
    <message>
        <source>Shorthand Format Controls</source>
        <translation>Kurzschrift-Formatsteuerzeichen</translation>
    </message>
    <message>
        <source>Siddham</source>
        <translation>Siddham</translation>
    </message>
    <message>
        <source>Sinhala Archaic Numbers</source>
        <translation>Singhalesische archaische Zahlzeichen</translation>
    </message>
    <message>
        <source>Supplemental Arrows C</source>
        <translation>Zusätzliche Pfeile-C</translation>
    </message>
    <message>
        <source>Tirhuta</source>
        <translation>Tirhuta</translation>
    </message>
    <message>
        <source>Warang Citi</source>
        <translation>Warang Citi</translation>
    </message>
    <message>
        <source>Ahom</source>
        <translation>Ahom</translation>
    </message>
    <message>
        <source>Anatolian Hieroglyphs</source>
        <translation>Anatolische Hieroglyphen</translation>
    </message>
    <message>
        <source>Cherokee Supplement</source>
        <translation>Cherokee, Ergänzung</translation>
    </message>
    <message>
        <source>CJK Unified Ideographs Extension E</source>
        <translation>CJK-Vereinheitlichte Ideogramme, Erweiterung E</translation>
    </message>
    <message>
        <source>Early Dynastic Cuneiform</source>
        <translation>Frühdynastische Keilschrift</translation>
    </message>
    <message>
        <source>Hatran</source>
        <translation>Hatranisch</translation>
    </message>
    <message>
        <source>Multani</source>
        <translation>Multani</translation>
    </message>
    <message>
        <source>Old Hungarian</source>
        <translation>Altungarisch</translation>
    </message>
    <message>
        <source>Supplemental Symbols and Pictographs</source>
        <translation>Zusätzliche Symbole und Piktogramme</translation>
    </message>
    <message>
        <source>Sutton SignWriting</source>
        <translation>Sutton SignWriting</translation>
    </message>
    <message>
        <source>Adlam</source>
        <translation>Adlam</translation>
    </message>
    <message>
        <source>Bhaiksuki</source>
        <translation>Bhaiksuki</translation>
    </message>
    <message>
        <source>Cyrillic Extended C</source>
        <translation>Kyrillisch, erweitert-C</translation>
    </message>
    <message>
        <source>Glagolitic Supplement</source>
        <translation>Glagolitisch, Ergänzung</translation>
    </message>
    <message>
        <source>Ideographic Symbols and Punctuation</source>
        <translation>Ideographische Symbole und Interpunktion</translation>
    </message>
    <message>
        <source>Marchen</source>
        <translation>Marchen</translation>
    </message>
    <message>
        <source>Mongolian Supplement</source>
        <translation>Mongolisch, Ergänzung</translation>
    </message>
    <message>
        <source>Newa</source>
        <translation>Newa</translation>
    </message>
    <message>
        <source>Osage</source>
        <translation>Osage</translation>
    </message>
    <message>
        <source>Tangut</source>
        <translation>Tangutisch</translation>
    </message>
    <message>
        <source>Tangut Components</source>
        <translation>Tangutische Komponenten</translation>
    </message>
    <message>
        <source>CJK Unified Ideographs Extension F</source>
        <translation>CJK-Vereinheitlichte Ideogramme, Erweiterung F</translation>
    </message>
    <message>
        <source>Kana Extended A</source>
        <translation>Kana, erweitert-A</translation>
    </message>
    <message>
        <source>Masaram Gondi</source>
        <translation>Masaram-Gondi</translation>
    </message>
    <message>
        <source>Nushu</source>
        <translation>Nüshu</translation>
    </message>
    <message>
        <source>Soyombo</source>
        <translation>Soyombo</translation>
    </message>
    <message>
        <source>Syriac Supplement</source>
        <translation>Syrisch, Ergänzung</translation>
    </message>
    <message>
        <source>Zanabazar Square</source>
        <translation>Zanabazar-Quadratschrift</translation>
    </message>
    <message>
        <source>Chess Symbols</source>
        <translation>Schachsymbole</translation>
    </message>
    <message>
        <source>Dogra</source>
        <translation>Dogra</translation>
    </message>
    <message>
        <source>Georgian Extended</source>
        <translation>Georgisch, erweitert</translation>
    </message>
    <message>
        <source>Gunjala Gondi</source>
        <translation>Gunjala-Gondi</translation>
    </message>
    <message>
        <source>Hanifi Rohingya</source>
        <translation>Hanifi Rohingya</translation>
    </message>
    <message>
        <source>Indic Siyaq Numbers</source>
        <translation>Indische Siyaq-Zahlzeichen</translation>
    </message>
    <message>
        <source>Makasar</source>
        <translation>Makassarisch</translation>
    </message>
    <message>
        <source>Mayan Numerals</source>
        <translation>Maya-Zahlzeichen</translation>
    </message>
    <message>
        <source>Medefaidrin</source>
        <translation>Medefaidrin</translation>
    </message>
    <message>
        <source>Old Sogdian</source>
        <translation>Altsogdisch</translation>
    </message>
    <message>
        <source>Sogdian</source>
        <translation>Sogdisch</translation>
    </message>
    <message>
        <source>Egyptian Hieroglyph Format Controls</source>
        <translation>Formatsteuerzeichen für ägyptische Hieroglyphen</translation>
    </message>
    <message>
        <source>Elymaic</source>
        <translation>Elymäisch</translation>
    </message>
    <message>
        <source>Nandinagari</source>
        <translation>Nandinagari</translation>
    </message>
    <message>
        <source>Nyiakeng Puachue Hmong</source>
        <translation>Nyiakeng Puachue Hmong</translation>
    </message>
    <message>
        <source>Ottoman Siyaq Numbers</source>
        <translation>Osmanische Siyaq-Zahlzeichen</translation>
    </message>
    <message>
        <source>Small Kana Extension</source>
        <translation>Kleine Kana, Erweiterung</translation>
    </message>
    <message>
        <source>Symbols and Pictographs Extended A</source>
        <translation>Symbole und Piktogramme, erweitert-A</translation>
    </message>
    <message>
        <source>Tamil Supplement</source>
        <translation>Tamilisch, Ergänzung</translation>
    </message>
    <message>
        <source>Wancho</source>
        <translation>Wancho</translation>
    </message>
    <message>
        <source>Chorasmian</source>
        <translation>Choresmisch</translation>
    </message>
    <message>
        <source>CJK Unified Ideographs Extension G</source>
        <translation>CJK-Vereinheitlichte Ideogramme, Erweiterung G</translation>
    </message>
    <message>
        <source>Dives Akuru</source>
        <translation>Dives Akuru</translation>
    </message>
    <message>
        <source>Khitan Small Script</source>
        <translation>Kleine Kitan-Schrift</translation>
    </message>
    <message>
        <source>Lisu Supplement</source>
        <translation>Lisu, Ergänzung</translation>
    </message>
    <message>
        <source>Symbols for Legacy Computing</source>
        <translation>Symbole für historische Computer</translation>
    </message>
    <message>
        <source>Tangut Supplement</source>
        <translation>Tangutisch, Ergänzung</translation>
    </message>
    <message>
        <source>Yezidi</source>
        <translation>Jesidisch</translation>
    </message>
    <message>
        <source>Arabic Extended B</source>
        <translation>Arabisch, erweitert-B</translation>
    </message>
    <message>
        <source>Cypro Minoan</source>
        <translation>Kypro-minoisch</translation>
    </message>
    <message>
        <source>Ethiopic Extended B</source>
        <translation>Äthiopisch, erweitert-B</translation>
    </message>
    <message>
        <source>Kana Extended B</source>
        <translation>Kana, erweitert-B</translation>
    </message>
    <message>
        <source>Latin Extended F</source>
        <translation>Lateinisch, erweitert-F</translation>
    </message>
    <message>
        <source>Latin Extended G</source>
        <translation>Lateinisch, erweitert-G</translation>
    </message>
    <message>
        <source>Old Uyghur</source>
        <translation>Altuigurisch</translation>
    </message>
    <message>
        <source>Tangsa</source>
        <translation>Tangsa</translation>
    </message>
    <message>
        <source>Toto</source>
        <translation>Toto</translation>
    </message>
    <message>
        <source>Unified Canadian Aboriginal Syllabics Extended A</source>
        <translation>Vereinheitlichte Silbenzeichen kanadischer Ureinwohner, erweitert-A</translation>
    </message>
    <message>
        <source>Vithkuqi</source>
        <translation>Vithkuqi</translation>
    </message>
    <message>
        <source>Znamenny Musical Notation</source>
        <translation>Znamenny-Notenschrift</translation>
    </message>
    <message>
        <source>Arabic Extended C</source>
        <translation>Arabisch, erweitert-C</translation>
    </message>
    <message>
        <source>CJK Unified Ideographs Extension H</source>
        <translation>CJK-Vereinheitlichte Ideogramme, Erweiterung H</translation>
    </message>
    <message>
        <source>Cyrillic Extended D</source>
        <translation>Kyrillisch, erweitert-D</translation>
    </message>
    <message>
        <source>Devanagari Extended A</source>
        <translation>Devanagari, erweitert-A</translation>
    </message>
    <message>
        <source>Kaktovik Numerals</source>
        <translation>Kaktovik-Zahlzeichen</translation>
    </message>
    <message>
        <source>Kawi</source>
        <translation>Kawi</translation>
    </message>
    <message>
        <source>Nag Mundari</source>
        <translation>Nag Mundari</translation>
    </message>
    <message>
        <source>CJK Unified Ideographs Extension I</source>
        <translation>CJK-Vereinheitlichte Ideogramme, Erweiterung I</translation>
    </message>
    <message>
        <source>Egyptian Hieroglyphs Extended A</source>
        <translation>Ägyptische Hieroglyphen, erweitert-A</translation>
    </message>
    <message>
        <source>Garay</source>
        <translation>Garay</translation>
    </message>
    <message>
        <source>Gurung Khema</source>
        <translation>Gurung Khema</translation>
    </message>
    <message>
        <source>Kirat Rai</source>
        <translation>Kirat Rai</translation>
    </message>
    <message>
        <source>Myanmar Extended C</source>
        <translation>Birmanisch, erweitert-C</translation>
    </message>
    <message>
        <source>Ol Onal</source>
        <translation>Ol Onal</translation>
    </message>
    <message>
        <source>Sunuwar</source>
        <translation>Sunuwar</translation>
    </message>
    <message>
        <source>Symbols for Legacy Computing Supplement</source>
        <translation>Symbole für historische Computer, Ergänzung</translation>
    </message>
    <message>
        <source>Todhri</source>
        <translation>Todhri</translation>
    </message>
    <message>
        <source>Tulu Tigalari</source>
        <translation>Tulu-Tigalari</translation>
    </message>
</context>
<context>
    <name>UnicodeCategory</name>
    <message>
        <source>Uppercase Letter</source>
        <translation>Großbuchstabe</translation>
    </message>
    <message>
        <source>Lowercase Letter</source>
        <translation>Kleinbuchstabe</translation>
    </message>
    <message>
        <source>Titlecase Letter</source>
        <translation>Titelbuchstabe</translation>
    </message>
    <message>
        <source>Modifier Letter</source>
        <translation>Modifikatorbuchstabe</translation>
    </message>
    <message>
        <source>Other Letter</source>
        <translation>Anderer Buchstabe</translation>
    </message>
    <message>
        <source>Nonspacing Mark</source>
        <translation>Kombinierendes Zeichen ohne Breite</translation>
    </message>
    <message>
        <source>Spacing Mark</source>
        <translation>Kombinierendes Zeichen mit Breite</translation>
    </message>
    <message>
        <source>Enclosing Mark</source>
        <translation>Umschließendes Zeichen</translation>
    </message>
    <message>
        <source>Decimal Number</source>
        <translation>Dezimalziffer</translation>
    </message>
    <message>
        <source>Letter Number</source>
        <translation>Buchstabenzahl</translation>
    </message>
    <message>
        <source>Other Number</source>
        <translation>Andere Zahl</translation>
    </message>
    <message>
        <source>Space Separator</source>
        <translation>Leerzeichen</translation>
    </message>
    <message>
        <source>Line Separator</source>
        <translation>Zeilentrenner</translation>
    </message>
    <message>
        <source>Paragraph Separator</source>
        <translation>Absatztrenner</translation>
    </message>
    <message>
        <source>Control</source>
        <translation>Steuerzeichen</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formatzeichen</translation>
    </message>
    <message>
        <source>Private Use</source>
        <translation>Privater Gebrauch</translation>
    </message>
    <message>
        <source>Surrogate</source>
        <translation>Surrogat</translation>
    </message>
    <message>
        <source>Unassigned</source>
        <translation>Nicht zugewiesen</translation>
    </message>
    <message>
        <source>Connector Punctuation</source>
        <translation>Verbindende Interpunktion</translation>
    </message>
    <message>
        <source>Dash Punctuation</source>
        <translation>Strich</translation>
    </message>
    <message>
        <source>Open Punctuation</source>
        <translation>Öffnende Interpunktion</translation>
    </message>
    <message>
        <source>Close Punctuation</source>
        <translation>Schließende Interpunktion</translation>
    </message>
    <message>
        <source>Initial Punctuation</source>
        <translation>Öffnendes Anführungszeichen</translation>
    </message>
    <message>
        <source>Final Punctuation</source>
        <translation>Schließendes Anführungszeichen</translation>
    </message>
    <message>
        <source>Other Punctuation</source>
        <translation>Andere Interpunktion</translation>
    </message>
    <message>
        <source>Math Symbol</source>
        <translation>Mathematisches Symbol</translation>
    </message>
    <message>
        <source>Currency Symbol</source>
        <translation>Währungssymbol</translation>
    </message>
    <message>
        <source>Modifier Symbol</source>
        <translation>Modifikatorsymbol</translation>
    </message>
    <message>
        <source>Other Symbol</source>
        <translation>Anderes Symbol</translation>
    </message>
    <message>
        <source>Not a code point</source>
        <translation>Kein Codepunkt</translation>
    </message>
</context>
<context>
    <name>UnicodeScript</name>
    <message>
        <source>Adlam</source>
        <translation>Adlam</translation>
    </message>
    <message>
        <source>Ahom</source>
        <translation>Ahom</translation>
    </message>
    <message>
        <source>an Indic script</source>
        <translation>eine indische Schrift</translation>
    </message>
    <message>
        <source>Anatolian Hieroglyphs</source>
        <translation>Anatolische Hieroglyphen</translation>
    </message>
    <message>
        <source>another script</source>
        <translation>eine andere Schrift</translation>
    </message>
    <message>
        <source>Arabic</source>
        <translation>Arabisch</translation>
    </message>
    <message>
        <source>Armenian</source>
        <translation>Armenisch</translation>
    </message>
    <message>
        <source>Avestan</source>
        <translation>Avestisch</translation>
    </message>
    <message>
        <source>Balinese</source>
        <translation>Balinesisch</translation>
    </message>
    <message>
        <source>Bamum</source>
        <translation>Bamum</translation>
    </message>
    <message>
        <source>Bassa Vah</source>
        <translation>Bassa Vah</translation>
    </message>
    <message>
        <source>Batak</source>
        <translation>Batak</translation>
    </message>
    <message>
        <source>Bengali</source>
        <translation>Bengalisch</translation>
    </message>
    <message>
        <source>Bhaiksuki</source>
        <translation>Bhaiksuki</translation>
    </message>
    <message>
        <source>Bopomofo</source>
        <translation>Bopomofo</translation>
    </message>
    <message>
        <source>Brahmi</source>
        <translation>Brahmi</translation>
    </message>
    <message>
        <source>Braille</source>
        <translation>Braille</translation>
    </message>
    <message>
        <source>Buginese</source>
        <translation>Buginesisch</translation>
    </message>
    <message>
        <source>Buhid</source>
        <translation>Buhid</translation>
    </message>
    <message>
        <source>Canadian Aboriginal</source>
        <translation>Kanadische Silbenschrift</translation>
    </message>
    <message>
        <source>Carian</source>
        <translation>Karisch</translation>
    </message>
    <message>
        <source>Caucasian Albanian</source>
        <translation>Kaukasisch-Albanisch</translation>
    </message>
    <message>
        <source>Chakma</source>
        <translation>Chakma</translation>
    </message>
    <message>
        <source>Cham</source>
        <translation>Cham</translation>
    </message>
    <message>
        <source>Cherokee</source>
        <translation>Cherokee</translation>
    </message>
    <message>
        <source>Chorasmian</source>
        <translation>Choresmisch</translation>
    </message>
    <message>
        <source>Common</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <source>Coptic</source>
        <translation>Koptisch</translation>
    </message>
    <message>
        <source>Cuneiform</source>
        <translation>Keilschrift</translation>
    </message>
    <message>
        <source>Cypriot</source>
        <translation>Zypriotisch</translation>
    </message>
    <message>
        <source>Cypro Minoan</source>
        <translation>Kypro-minoisch</translation>
    </message>
    <message>
        <source>Cyrillic</source>
        <translation>Kyrillisch</translation>
    </message>
    <message>
        <source>Deseret</source>
        <translation>Deseret</translation>
    </message>
    <message>
        <source>Devanagari</source>
        <translation>Devanagari</translation>
    </message>
    <message>
        <source>Dives Akuru</source>
        <translation>Dives Akuru</translation>
    </message>
    <message>
        <source>Dogra</source>
        <translation>Dogra</translation>
    </message>
    <message>
        <source>Duployan</source>
        <translation>Duployanisch</translation>
    </message>
    <message>
        <source>Egyptian Hieroglyphs</source>
        <translation>Ägyptische Hieroglyphen</translation>
    </message>
    <message>
        <source>Elbasan</source>
        <translation>Elbasanisch</translation>
    </message>
    <message>
        <source>Elymaic</source>
        <translation>Elymäisch</translation>
    </message>
    <message>
        <source>Ethiopic</source>
        <translation>Äthiopisch</translation>
    </message>
    <message>
        <source>Garay</source>
        <translation>Garay</translation>
    </message>
    <message>
        <source>Georgian</source>
        <translation>Georgisch</translation>
    </message>
    <message>
        <source>Glagolitic</source>
        <translation>Glagolitisch</translation>
    </message>
    <message>
        <source>Gothic</source>
        <translation>Gotisch</translation>
    </message>
    <message>
        <source>Grantha</source>
        <translation>Grantha</translation>
    </message>
    <message>
        <source>Greek</source>
        <translation>Griechisch</translation>
    </message>
    <message>
        <source>Gujarati</source>
        <translation>Gujarati</translation>
    </message>
    <message>
        <source>Gunjala Gondi</source>
        <translation>Gunjala-Gondi</translation>
    </message>
    <message>
        <source>Gurmukhi</source>
        <translation>Gurmukhi</translation>
    </message>
    <message>
        <source>Gurung Khema</source>
        <translation>Gurung Khema</translation>
    </message>
    <message>
        <source>Han</source>
        <translation>Han</translation>
    </message>
    <message>
        <source>Hangul</source>
        <translation>Hangul</translation>
    </message>
    <message>
        <source>Hanifi Rohingya</source>
        <translation>Hanifi Rohingya</translation>
    </message>
    <message>
        <source>Hanunoo</source>
        <translation>Hanunoo</translation>
    </message>
    <message>
        <source>Hatran</source>
        <translation>Hatranisch</translation>
    </message>
    <message>
        <source>Hebrew</source>
        <translation>Hebräisch</translation>
    </message>
    <message>
        <source>Hiragana</source>
        <translation>Hiragana</translation>
    </message>
    <message>
        <source>Imperial Aramaic</source>
        <translation>Reichsaramäisch</translation>
    </message>
    <message>
        <source>Inherited</source>
        <translation>Geerbt</translation>
    </message>
    <message>
        <source>Inscriptional Pahlavi</source>
        <translation>Inschriften-Pahlavi</translation>
    </message>
    <message>
        <source>Inscriptional Parthian</source>
        <translation>Inschriften-Parthisch</translation>
    </message>
    <message>
        <source>Javanese</source>
        <translation>Javanesisch</translation>
    </message>
    <message>
        <source>Kaithi</source>
        <translation>Kaithi</translation>
    </message>
    <message>
        <source>Kana</source>
        <translation>Kana</translation>
    </message>
    <message>
        <source>Kannada</source>
        <translation>Kannada</translation>
    </message>
    <message>
        <source>Katakana</source>
        <translation>Katakana</translation>
    </message>
    <message>
        <source>Kawi</source>
        <translation>Kawi</translation>
    </message>
    <message>
        <source>Kayah Li</source>
        <translation>Kayah Li</translation>
    </message>
    <message>
        <source>Kharoshthi</source>
        <translation>Kharoshthi</translation>
    </message>
    <message>
        <source>Khitan Small Script</source>
        <translation>Kleine Kitan-Schrift</translation>
    </message>
    <message>
        <source>Khmer</source>
        <translation>Khmer</translation>
    </message>
    <message>
        <source>Khojki</source>
        <translation>Khojki</translation>
    </message>
    <message>
        <source>Khudawadi</source>
        <translation>Khudawadi</translation>
    </message>
    <message>
        <source>Kirat Rai</source>
        <translation>Kirat Rai</translation>
    </message>
    <message>
        <source>Lao</source>
        <translation>Laotisch</translation>
    </message>
    <message>
        <source>Latin</source>
        <translation>Lateinisch</translation>
    </message>
    <message>
        <source>Lepcha</source>
        <translation>Lepcha</translation>
    </message>
    <message>
        <source>Limbu</source>
        <translation>Limbu</translation>
    </message>
    <message>
        <source>Linear A</source>
        <translation>Linear A</translation>
    </message>
    <message>
        <source>Linear B</source>
        <translation>Linear B</translation>
    </message>
    <message>
        <source>Lisu</source>
        <translation>Lisu</translation>
    </message>
    <message>
        <source>Lycian</source>
        <translation>Lykisch</translation>
    </message>
    <message>
        <source>Lydian</source>
        <translation>Lydisch</translation>
    </message>
    <message>
        <source>Mahajani</source>
        <translation>Mahajani</translation>
    </message>
    <message>
        <source>Makasar</source>
        <translation>Makassarisch</translation>
    </message>
    <message>
        <source>Malayalam</source>
        <translation>Malayalam</translation>
    </message>
    <message>
        <source>Mandaic</source>
        <translation>Mandäisch</translation>
    </message>
    <message>
        <source>Manichaean</source>
        <translation>Manichäisch</translation>
    </message>
    <message>
        <source>Marchen</source>
        <translation>Marchen</translation>
    </message>
    <message>
        <source>Masaram Gondi</source>
        <translation>Masaram-Gondi</translation>
    </message>
    <message>
        <source>Medefaidrin</source>
        <translation>Medefaidrin</translation>
    </message>
    <message>
        <source>Meetei Mayek</source>
        <translation>Meitei-Mayek</translation>
    </message>
    <message>
        <source>Mende Kikakui</source>
        <translation>Mende-Kikakui</translation>
    </message>
    <message>
        <source>Meroitic Cursive</source>
        <translation>Meroitisch kursiv</translation>
    </message>
    <message>
        <source>Meroitic Hieroglyphs</source>
        <translation>Meroitische Hieroglyphen</translation>
    </message>
    <message>
        <source>Miao</source>
        <translation>Miao</translation>
    </message>
    <message>
        <source>Modi</source>
        <translation>Modi</translation>
    </message>
    <message>
        <source>Mongolian</source>
        <translation>Mongolisch</translation>
    </message>
    <message>
        <source>Mro</source>
        <translation>Mro</translation>
    </message>
    <message>
        <source>Multani</source>
        <translation>Multani</translation>
    </message>
    <message>
        <source>Myanmar</source>
        <translation>Birmanisch</translation>
    </message>
    <message>
        <source>Nabataean</source>
        <translation>Nabatäisch</translation>
    </message>
    <message>
        <source>Nag Mundari</source>
        <translation>Nag Mundari</translation>
    </message>
    <message>
        <source>Nandinagari</source>
        <translation>Nandinagari</translation>
    </message>
    <message>
        <source>New Tai Lue</source>
        <translation>Tai Lue</translation>
    </message>
    <message>
        <source>Newa</source>
        <translation>Newa</translation>
    </message>
    <message>
        <source>Nko</source>
        <translation>N’Ko</translation>
    </message>
    <message>
        <source>Nushu</source>
        <translation>Nüshu</translation>
    </message>
    <message>
        <source>Nyiakeng Puachue Hmong</source>
        <translation>Nyiakeng Puachue Hmong</translation>
    </message>
    <message>
        <source>Ogham</source>
        <translation>Ogham</translation>
    </message>
    <message>
        <source>Ol Chiki</source>
        <translation>Ol Chiki</translation>
    </message>
    <message>
        <source>Ol Onal</source>
        <translation>Ol Onal</translation>
    </message>
    <message>
        <source>Old Hungarian</source>
        <translation>Altungarisch</translation>
    </message>
    <message>
        <source>Old Italic</source>
        <translation>Altitalisch</translation>
    </message>
    <message>
        <source>Old North Arabian</source>
        <translation>Altnordarabisch</translation>
    </message>
    <message>
        <source>Old Permic</source>
        <translation>Altpermisch</translation>
    </message>
    <message>
        <source>Old Persian</source>
        <translation>Altpersisch</translation>
    </message>
    <message>
        <source>Old Sogdian</source>
        <translation>Altsogdisch</translation>
    </message>
    <message>
        <source>Old South Arabian</source>
        <translation>Altsüdarabisch</translation>
    </message>
    <message>
        <source>Old Turkic</source>
        <translation>Alttürkisch</translation>
    </message>
    <message>
        <source>Old Uyghur</source>
        <translation>Altuigurisch</translation>
    </message>
    <message>
        <source>Oriya</source>
        <translation>Oriya</translation>
    </message>
    <message>
        <source>Osage</source>
        <translation>Osage</translation>
    </message>
    <message>
        <source>Osmanya</source>
        <translation>Osmanya</translation>
    </message>
    <message>
        <source>Pahawh Hmong</source>
        <translation>Pahawh Hmong</translation>
    </message>
    <message>
        <source>Palmyrene</source>
        <translation>Palmyrenisch</translation>
    </message>
    <message>
        <source>Pau Cin Hau</source>
        <translation>Pau Cin Hau</translation>
    </message>
    <message>
        <source>Phags Pa</source>
        <translation>Phagspa</translation>
    </message>
    <message>
        <source>Phoenician</source>
        <translation>Phönizisch</translation>
    </message>
    <message>
        <source>Psalter Pahlavi</source>
        <translation>Psalter-Pahlavi</translation>
    </message>
    <message>
        <source>Rejang</source>
        <translation>Rejang</translation>
    </message>
    <message>
        <source>Runic</source>
        <translation>Runenschrift</translation>
    </message>
    <message>
        <source>Samaritan</source>
        <translation>Samaritanisch</translation>
    </message>
    <message>
        <source>Saurashtra</source>
        <translation>Saurashtra</translation>
    </message>
    <message>
        <source>Sharada</source>
        <translation>Sharada</translation>
    </message>
    <message>
        <source>Shavian</source>
        <translation>Shaw-Alphabet</translation>
    </message>
    <message>
        <source>Siddham</source>
        <translation>Siddham</translation>
    </message>
    <message>
        <source>SignWriting</source>
        <translation>SignWriting</translation>
    </message>
    <message>
        <source>Sinhala</source>
        <translation>Singhalesisch</translation>
    </message>
    <message>
        <source>Sogdian</source>
        <translation>Sogdisch</translation>
    </message>
    <message>
        <source>Sora Sompeng</source>
        <translation>Sora Sompeng</translation>
    </message>
    <message>
        <source>Soyombo</source>
        <translation>Soyombo</translation>
    </message>
    <message>
        <source>Sundanese</source>
        <translation>Sundanesisch</translation>
    </message>
    <message>
        <source>Sunuwar</source>
        <translation>Sunuwar</translation>
    </message>
    <message>
        <source>Syloti Nagri</source>
        <translation>Syloti Nagri</translation>
    </message>
    <message>
        <source>Syriac</source>
        <translation>Syrisch</translation>
    </message>
    <message>
        <source>Tagalog</source>
        <translation>Tagalog</translation>
    </message>
    <message>
        <source>Tagbanwa</source>
        <translation>Tagbanwa</translation>
    </message>
    <message>
        <source>Tai Le</source>
        <translation>Tai Le</translation>
    </message>
    <message>
        <source>Tai Tham</source>
        <translation>Lanna</translation>
    </message>
    <message>
        <source>Tai Viet</source>
        <translation>Tai-Viet</translation>
    </message>
    <message>
        <source>Takri</source>
        <translation>Takri</translation>
    </message>
    <message>
        <source>Tamil</source>
        <translation>Tamilisch</translation>
    </message>
    <message>
        <source>Tangsa</source>
        <translation>Tangsa</translation>
    </message>
    <message>
        <source>Tangut</source>
        <translation>Tangutisch</translation>
    </message>
    <message>
        <source>Telugu</source>
        <translation>Telugu</translation>
    </message>
    <message>
        <source>Thaana</source>
        <translation>Thaana</translation>
    </message>
    <message>
        <source>Thai</source>
        <translation>Thai</translation>
    </message>
    <message>
        <source>Tibetan</source>
        <translation>Tibetisch</translation>
    </message>
    <message>
        <source>Tifinagh</source>
        <translation>Tifinagh</translation>
    </message>
    <message>
        <source>Tirhuta</source>
        <translation>Tirhuta</translation>
    </message>
    <message>
        <source>Todhri</source>
        <translation>Todhri</translation>
    </message>
    <message>
        <source>Toto</source>
        <translation>Toto</translation>
    </message>
    <message>
        <source>Tulu Tigalari</source>
        <translation>Tulu-Tigalari</translation>
    </message>
    <message>
        <source>Ugaritic</source>
        <translation>Ugaritisch</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>Vai</source>
        <translation>Vai</translation>
    </message>
    <message>
        <source>Vithkuqi</source>
        <translation>Vithkuqi</translation>
    </message>
    <message>
        <source>Wancho</source>
        <translation>Wancho</translation>
    </message>
    <message>
        <source>Warang Citi</source>
        <translation>Warang Citi</translation>
    </message>
    <message>
        <source>Yezidi</source>
        <translation>Jesidisch</translation>
    </message>
    <message>
        <source>Yi</source>
        <translation>Yi</translation>
    </message>
    <message>
        <source>Zanabazar Square</source>
        <translation>Zanabazar-Quadratschrift</translation>
    </message>
</context>
<context>
    <name>u8i::ui::AboutDialog</name>
    <message>
        <source>UTF-8 Inspector %1</source>
        <translation>UTF-8 Inspector %1</translation>
    </message>
    <message>
        <source>A hex-and-text view that explains UTF-8, byte by byte.</source>
        <translation>Eine Hex- und Textansicht, die UTF-8 Byte für Byte erklärt.</translation>
    </message>
    <message>
        <source>Qt %1 (built with %2)</source>
        <translation>Qt %1 (erstellt mit %2)</translation>
    </message>
    <message>
        <source>ICU %1 (built with %2), Unicode %3</source>
        <translation>ICU %1 (erstellt mit %2), Unicode %3</translation>
    </message>
    <message>
        <source>About UTF-8 Inspector</source>
        <translation>Über UTF-8 Inspector</translation>
    </message>
    <message>
        <source>KSyntaxHighlighting %1: %2 syntax definitions, %3 themes</source>
        <translation>KSyntaxHighlighting %1: %2 Syntaxdefinitionen, %3 Farbschemata</translation>
    </message>
    <message>
        <source>Copyright © 2026 The UTF-8 Inspector authors</source>
        <translation>Copyright © 2026 die Autoren von UTF-8 Inspector</translation>
    </message>
    <message>
        <source>Licensed under the MIT licence (see the LICENSE file).</source>
        <translation>Lizenziert unter der MIT-Lizenz (siehe die Datei LICENSE).</translation>
    </message>
</context>
<context>
    <name>u8i::ui::Appearance</name>
    <message>
        <source>KSyntaxHighlighting: not available in this build; built-in light and dark palettes</source>
        <translation>KSyntaxHighlighting: in diesem Build nicht verfügbar; eingebaute helle und dunkle Paletten</translation>
    </message>
</context>
<context>
    <name>u8i::ui::BinaryVerdict</name>
    <message>
        <source>binary data</source>
        <translation>Binärdaten</translation>
    </message>
    <message>
        <source>counting strings…</source>
        <translation>Zeichenketten werden gezählt …</translation>
    </message>
    <message>
        <source>1 string</source>
        <translation>1 Zeichenkette</translation>
    </message>
    <message>
        <source>%1 strings</source>
        <translation>%1 Zeichenketten</translation>
    </message>
    <message>
        <source>%1 · %2% of bytes ill-formed as UTF-8 · %3</source>
        <translation>%1 · %2 % der Bytes fehlerhaft als UTF-8 · %3</translation>
    </message>
    <message>
        <source>Binary data (%1): the Strings panel lists the text in it, F6 goes to the next string.</source>
        <translation>Binärdaten (%1): Die Liste „Zeichenketten“ zeigt den Text darin, F6 springt zur nächsten Zeichenkette.</translation>
    </message>
</context>
<context>
    <name>u8i::ui::BitLayoutView</name>
    <message>
        <source>Bit layout</source>
        <translation>Bit-Aufbau</translation>
    </message>
    <message>
        <source>%1 has no UTF-8 form.</source>
        <translation>%1 hat keine UTF-8-Form.</translation>
    </message>
    <message>
        <source>Not valid UTF-8: %1 cannot be encoded; these are the bytes its bits would give.</source>
        <translation>Kein gültiges UTF-8: %1 lässt sich nicht kodieren; dies sind die Bytes, die seine Bits ergäben.</translation>
    </message>
    <message>
        <source>Not one well-formed character: only the bytes&apos; marker and payload bits are shown.</source>
        <translation>Kein einzelnes wohlgeformtes Zeichen: Nur die Kenn- und Nutzbits der Bytes werden gezeigt.</translation>
    </message>
    <message>
        <source>UTF-8</source>
        <translation>UTF-8</translation>
    </message>
    <message>
        <source>Marker bit: it says what the byte is (0: ASCII, 10: continuation, 110/1110/11110: lead of a 2-, 3- or 4-byte sequence).</source>
        <translation>Kennbit: Es sagt, was das Byte ist (0: ASCII, 10: Folgebyte, 110/1110/11110: Startbyte einer 2-, 3- oder 4-Byte-Sequenz).</translation>
    </message>
    <message>
        <source>Padding bit: 0, the value needs no more bits.</source>
        <translation>Füllbit: 0, der Wert braucht keine weiteren Bits.</translation>
    </message>
    <message>
        <source>Bit %1 of the code point (value %2), in group %3.</source>
        <translation>Bit %1 des Codepunkts (Wert %2), in Gruppe %3.</translation>
    </message>
</context>
<context>
    <name>u8i::ui::BookmarksFeature</name>
    <message>
        <source>Bookmarks</source>
        <translation>Lesezeichen</translation>
    </message>
    <message>
        <source>Toggle &amp;Bookmark</source>
        <translation>&amp;Lesezeichen setzen/entfernen</translation>
    </message>
    <message>
        <source>Ctrl+B</source>
        <translation>Ctrl+B</translation>
    </message>
    <message>
        <source>Next Boo&amp;kmark</source>
        <translation>Nächstes Lesezei&amp;chen</translation>
    </message>
    <message>
        <source>Previous Bookm&amp;ark</source>
        <translation>Vorheriges Lesezeic&amp;hen</translation>
    </message>
    <message>
        <source>&amp;Clear Bookmarks</source>
        <translation>Alle Lesezeichen ent&amp;fernen</translation>
    </message>
</context>
<context>
    <name>u8i::ui::BookmarksPanel</name>
    <message>
        <source>Offset</source>
        <translation>Offset</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>Line:Col</source>
        <translation>Zeile:Spalte</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <source>&amp;Go to Bookmark</source>
        <translation>&amp;Gehe zum Lesezeichen</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Umbenennen …</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>&amp;Clear All Bookmarks</source>
        <translation>&amp;Alle Lesezeichen entfernen</translation>
    </message>
    <message>
        <source>Bookmarks</source>
        <translation>Lesezeichen</translation>
    </message>
</context>
<context>
    <name>u8i::ui::ByteMap</name>
    <message>
        <source>ASCII control</source>
        <translation>ASCII-Steuerzeichen</translation>
    </message>
    <message>
        <source>ASCII space</source>
        <translation>ASCII-Leerzeichen</translation>
    </message>
    <message>
        <source>ASCII digit</source>
        <translation>ASCII-Ziffer</translation>
    </message>
    <message>
        <source>ASCII letter</source>
        <translation>ASCII-Buchstabe</translation>
    </message>
    <message>
        <source>ASCII punctuation or symbol</source>
        <translation>ASCII-Satz- oder Sonderzeichen</translation>
    </message>
    <message>
        <source>continuation byte (adds 6 bits)</source>
        <translation>Folgebyte (fügt 6 Bits hinzu)</translation>
    </message>
    <message>
        <source>lead of a 2-byte sequence</source>
        <translation>Startbyte einer 2-Byte-Sequenz</translation>
    </message>
    <message>
        <source>lead of a 3-byte sequence</source>
        <translation>Startbyte einer 3-Byte-Sequenz</translation>
    </message>
    <message>
        <source>lead of a 4-byte sequence</source>
        <translation>Startbyte einer 4-Byte-Sequenz</translation>
    </message>
    <message>
        <source>never valid in UTF-8</source>
        <translation>in UTF-8 nie gültig</translation>
    </message>
    <message>
        <source>Byte map</source>
        <translation>Byte-Karte</translation>
    </message>
    <message>
        <source>◥ corner mark: the second byte is restricted (Table 3-7: E0, ED, F0, F4). Under each lead: the lowest code point it starts; under each continuation byte: the 6 bits it adds (in the tooltip where the cell is too small).</source>
        <translation>◥ Eckmarke: Das zweite Byte ist eingeschränkt (Tabelle 3-7: E0, ED, F0, F4). Unter jedem Startbyte: der niedrigste Codepunkt, den es beginnt; unter jedem Folgebyte: die 6 Bits, die es hinzufügt (im Tooltip, wo die Zelle zu klein ist).</translation>
    </message>
    <message>
        <source>Click a byte to see what it can be.</source>
        <translation>Klicken Sie auf ein Byte, um zu sehen, was es sein kann.</translation>
    </message>
    <message>
        <source>overlong</source>
        <translation>überlang</translation>
    </message>
    <message>
        <source>&gt;10FFFF</source>
        <translation>&gt;10FFFF</translation>
    </message>
    <message>
        <source>%1-byte</source>
        <translation>%1-Byte</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>&lt;b&gt;Byte %1&lt;/b&gt; = %2 in binary (marker·payload), %3 in decimal: &lt;b&gt;%4&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Byte %1&lt;/b&gt; = %2 binär (Kennung·Nutzbits), %3 dezimal: &lt;b&gt;%4&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The ASCII control character %1 (%2). Every byte 00–7F is a whole character by itself (0xxxxxxx), in UTF-8 exactly as in ASCII; it never occurs inside a multi-byte sequence.</source>
        <translation>Das ASCII-Steuerzeichen %1 (%2). Jedes Byte 00–7F ist für sich ein ganzes Zeichen (0xxxxxxx), in UTF-8 genau wie in ASCII; es kommt nie innerhalb einer Mehrbyte-Sequenz vor.</translation>
    </message>
    <message>
        <source>The character %1. Every byte 00–7F is a whole character by itself (0xxxxxxx), in UTF-8 exactly as in ASCII; it never occurs inside a multi-byte sequence.</source>
        <translation>Das Zeichen %1. Jedes Byte 00–7F ist für sich ein ganzes Zeichen (0xxxxxxx), in UTF-8 genau wie in ASCII; es kommt nie innerhalb einer Mehrbyte-Sequenz vor.</translation>
    </message>
    <message>
        <source>A continuation byte (marker 10). It adds the 6 bits &lt;code&gt;%1&lt;/code&gt; (value %2) to the character being decoded. As the second byte it may follow the leads %3; as a third or fourth byte it may follow any lead whose sequence is not complete yet. With no lead before it, it is ill-formed (unexpected continuation) and a standard decoder emits U+FFFD for it.</source>
        <translation>Ein Folgebyte (Kennung 10). Es fügt dem gerade dekodierten Zeichen die 6 Bits &lt;code&gt;%1&lt;/code&gt; (Wert %2) hinzu. Als zweites Byte darf es auf die Startbytes %3 folgen; als drittes oder viertes Byte auf jedes Startbyte, dessen Sequenz noch nicht vollständig ist. Ohne Startbyte davor ist es fehlerhaft (unerwartetes Folgebyte), und ein Standard-Decoder gibt dafür U+FFFD aus.</translation>
    </message>
    <message>
        <source>It starts a %1-byte sequence for the code points %2–%3 (the lowest is %2) and carries their highest payload bits &lt;code&gt;%4&lt;/code&gt;; %5 continuation bytes must follow, the first of them in %6..%7.</source>
        <translation>Es beginnt eine %1-Byte-Sequenz für die Codepunkte %2–%3 (der niedrigste ist %2) und trägt deren höchste Nutzbits &lt;code&gt;%4&lt;/code&gt;; %5 Folgebytes müssen folgen, das erste davon in %6..%7.</translation>
    </message>
    <message>
        <source> Table 3-7 narrows the second byte: E0 80..9F would spell U+0000–U+07FF, which have shorter forms (overlong).</source>
        <translation> Tabelle 3-7 schränkt das zweite Byte ein: E0 80..9F ergäbe U+0000–U+07FF, die kürzere Formen haben (überlang).</translation>
    </message>
    <message>
        <source> Table 3-7 narrows the second byte: ED A0..BF would spell the UTF-16 surrogates U+D800–U+DFFF, which are not characters.</source>
        <translation> Tabelle 3-7 schränkt das zweite Byte ein: ED A0..BF ergäbe die UTF-16-Surrogate U+D800–U+DFFF, die keine Zeichen sind.</translation>
    </message>
    <message>
        <source> Table 3-7 narrows the second byte: F0 80..8F would spell U+0000–U+FFFF, which have shorter forms (overlong).</source>
        <translation> Tabelle 3-7 schränkt das zweite Byte ein: F0 80..8F ergäbe U+0000–U+FFFF, die kürzere Formen haben (überlang).</translation>
    </message>
    <message>
        <source> Table 3-7 narrows the second byte: F4 90..BF would spell values above U+10FFFF, the last code point.</source>
        <translation> Tabelle 3-7 schränkt das zweite Byte ein: F4 90..BF ergäbe Werte über U+10FFFF, dem letzten Codepunkt.</translation>
    </message>
    <message>
        <source>Never valid. As a 2-byte lead it could only spell %1–%2, values that have 1-byte forms: every sequence it starts is overlong (%3). The first valid 2-byte lead is C2.</source>
        <translation>Nie gültig. Als Startbyte einer 2-Byte-Sequenz ergäbe es nur %1–%2, Werte mit 1-Byte-Formen: Jede Sequenz, die es beginnt, ist überlang (%3). Das erste gültige 2-Byte-Startbyte ist C2.</translation>
    </message>
    <message>
        <source>C0 80 was Java&apos;s &quot;modified UTF-8&quot; for U+0000, C0 AF a classic path-traversal trick for &apos;/&apos;</source>
        <translation>C0 80 war Javas „modifiziertes UTF-8“ für U+0000, C0 AF ein klassischer Pfad-Traversal-Trick für &apos;/&apos;</translation>
    </message>
    <message>
        <source>C1 BF would be U+007F</source>
        <translation>C1 BF wäre U+007F</translation>
    </message>
    <message>
        <source>Never valid. As a 4-byte lead it would spell %1–%2, above U+10FFFF, the last code point: RFC 3629 (2003) limited UTF-8 to what UTF-16 can reach. The last valid lead is F4.</source>
        <translation>Nie gültig. Als Startbyte einer 4-Byte-Sequenz ergäbe es %1–%2, über U+10FFFF, dem letzten Codepunkt: RFC 3629 (2003) beschränkte UTF-8 auf das, was UTF-16 erreicht. Das letzte gültige Startbyte ist F4.</translation>
    </message>
    <message>
        <source>Never valid. The lead of an obsolete %1-byte form (RFC 2279), for values %2–%3; RFC 3629 removed the 5- and 6-byte forms in 2003. A standard decoder emits U+FFFD for it, then one for each continuation byte after it.</source>
        <translation>Nie gültig. Das Startbyte einer veralteten %1-Byte-Form (RFC 2279) für die Werte %2–%3; RFC 3629 hat die 5- und 6-Byte-Formen 2003 gestrichen. Ein Standard-Decoder gibt dafür U+FFFD aus, danach eines für jedes folgende Folgebyte.</translation>
    </message>
    <message>
        <source>Never valid: no UTF-8 form, old or new, starts with 1111111x. FE FF and FF FE are the UTF-16 byte order marks: at the start of a file they say it is probably UTF-16.</source>
        <translation>Nie gültig: Keine UTF-8-Form, weder alt noch neu, beginnt mit 1111111x. FE FF und FF FE sind die Byte-Reihenfolge-Markierungen von UTF-16: Am Anfang einer Datei zeigen sie, dass sie wahrscheinlich UTF-16 ist.</translation>
    </message>
</context>
<context>
    <name>u8i::ui::CharacterInspector</name>
    <message>
        <source>Code point</source>
        <translation>Codepunkt</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategorie</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Block</translation>
    </message>
    <message>
        <source>Script</source>
        <translation>Schrift</translation>
    </message>
    <message>
        <source>Since Unicode</source>
        <translation>Seit Unicode</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Offset</source>
        <translation>Offset</translation>
    </message>
    <message>
        <source>In the file</source>
        <translation>In der Datei</translation>
    </message>
    <message>
        <source>UTF-8</source>
        <translation>UTF-8</translation>
    </message>
    <message>
        <source>Bits</source>
        <translation>Bits</translation>
    </message>
    <message>
        <source>U+FFFD</source>
        <translation>U+FFFD</translation>
    </message>
    <message>
        <source>Bits spell</source>
        <translation>Die Bits ergeben</translation>
    </message>
    <message>
        <source>UTF-16</source>
        <translation>UTF-16</translation>
    </message>
    <message>
        <source>Decimal</source>
        <translation>Dezimal</translation>
    </message>
    <message>
        <source>C/C++</source>
        <translation>C/C++</translation>
    </message>
    <message>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <source>JavaScript</source>
        <translation>JavaScript</translation>
    </message>
    <message>
        <source>HTML</source>
        <translation>HTML</translation>
    </message>
    <message>
        <source>Notice</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>Looks like</source>
        <translation>Sieht aus wie</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>NFC</source>
        <translation>NFC</translation>
    </message>
    <message>
        <source>NFD</source>
        <translation>NFD</translation>
    </message>
    <message>
        <source>Text is NFC</source>
        <translation>Text ist NFC</translation>
    </message>
    <message>
        <source>Looking up look-alikes</source>
        <translation>Ähnliche Zeichen werden gesucht</translation>
    </message>
    <message>
        <source>No data.</source>
        <translation>Keine Daten.</translation>
    </message>
    <message>
        <source>The caret is past the end of the data.</source>
        <translation>Die Schreibmarke steht hinter dem Ende der Daten.</translation>
    </message>
    <message numerus="yes">
        <source>Ill-formed bytes: a standard decoder replaces them with %n U+FFFD.</source>
        <translation>
            <numerusform>Fehlerhafte Bytes: Ein Standard-Decoder ersetzt sie durch %n U+FFFD.</numerusform>
            <numerusform>Fehlerhafte Bytes: Ein Standard-Decoder ersetzt sie durch %n U+FFFD.</numerusform>
        </translation>
    </message>
    <message>
        <source>Ill-formed bytes: a standard decoder replaces each of them with U+FFFD.</source>
        <translation>Fehlerhafte Bytes: Ein Standard-Decoder ersetzt jedes davon durch U+FFFD.</translation>
    </message>
    <message>
        <source>or more: the run starts earlier</source>
        <translation>oder mehr: Die Folge beginnt früher</translation>
    </message>
    <message>
        <source>or more: the run goes on</source>
        <translation>oder mehr: Die Folge geht weiter</translation>
    </message>
    <message>
        <source>more than %1</source>
        <translation>mehr als %1</translation>
    </message>
    <message>
        <source>0x%1 (%2), 1 byte</source>
        <translation>0x%1 (%2), 1 Byte</translation>
    </message>
    <message numerus="yes">
        <source>0x%1 (%2), %n bytes</source>
        <translation>
            <numerusform>0x%1 (%2), %n Byte</numerusform>
            <numerusform>0x%1 (%2), %n Bytes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>u8i::ui::ChecksumsFeature</name>
    <message>
        <source>Checksums</source>
        <translation>Prüfsummen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+K</source>
        <translation>Ctrl+Shift+K</translation>
    </message>
</context>
<context>
    <name>u8i::ui::ChecksumsPanel</name>
    <message>
        <source>Computing checksums</source>
        <translation>Prüfsummen werden berechnet</translation>
    </message>
    <message>
        <source>CRC-32</source>
        <translation>CRC-32</translation>
    </message>
    <message>
        <source>MD5</source>
        <translation>MD5</translation>
    </message>
    <message>
        <source>SHA-1</source>
        <translation>SHA-1</translation>
    </message>
    <message>
        <source>SHA-256</source>
        <translation>SHA-256</translation>
    </message>
    <message>
        <source>SHA3-256</source>
        <translation>SHA3-256</translation>
    </message>
    <message>
        <source>Checksum</source>
        <translation>Prüfsumme</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Whole file</source>
        <translation>Ganze Datei</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>Auswahl</translation>
    </message>
    <message>
        <source>Checksums of</source>
        <translation>Prüfsummen von</translation>
    </message>
    <message>
        <source>Checksums</source>
        <translation>Prüfsummen</translation>
    </message>
    <message>
        <source>Checksums &amp;of:</source>
        <translation>Prüfsummen &amp;von:</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Gestoppt.</translation>
    </message>
    <message>
        <source>Computing the checksums of %1 bytes…</source>
        <translation>Die Prüfsummen von %1 Bytes werden berechnet …</translation>
    </message>
    <message>
        <source>Of the whole file, %1 bytes.</source>
        <translation>Der ganzen Datei, %1 Bytes.</translation>
    </message>
    <message>
        <source>Of the selection, %1 bytes at 0x%2–0x%3.</source>
        <translation>Der Auswahl, %1 Bytes bei 0x%2–0x%3.</translation>
    </message>
</context>
<context>
    <name>u8i::ui::CompareFeature</name>
    <message>
        <source>Co&amp;mpare With…</source>
        <translation>Ver&amp;gleichen mit …</translation>
    </message>
    <message>
        <source>Next &amp;Difference</source>
        <translation>Nächster &amp;Unterschied</translation>
    </message>
    <message>
        <source>Previous Di&amp;fference</source>
        <translation>Vorheriger Unter&amp;schied</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
</context>
<context>
    <name>u8i::ui::CompareSession</name>
    <message>
        <source>Finding a difference</source>
        <translation>Suche einen Unterschied</translation>
    </message>
    <message>
        <source>Comparing</source>
        <translation>Vergleiche</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>Pre&amp;vious Difference</source>
        <translation>&amp;Vorheriger Unterschied</translation>
    </message>
    <message>
        <source>Ne&amp;xt Difference</source>
        <translation>&amp;Nächster Unterschied</translation>
    </message>
    <message>
        <source>Stop Comparing</source>
        <translation>Vergleich beenden</translation>
    </message>
    <message>
        <source>Compare With</source>
        <translation>Vergleichen mit</translation>
    </message>
    <message>
        <source>Comparing with %1…</source>
        <translation>Vergleiche mit %1 …</translation>
    </message>
    <message>
        <source>Identical to %1 (%2 bytes).</source>
        <translation>Gleich wie %1 (%2 Bytes).</translation>
    </message>
    <message>
        <source>%1 bytes differ from %2, in %3 runs.</source>
        <translation>%1 Bytes unterscheiden sich von %2, in %3 Abschnitten.</translation>
    </message>
    <message>
        <source>The sizes differ: %1 and %2 bytes.</source>
        <translation>Die Größen unterscheiden sich: %1 und %2 Bytes.</translation>
    </message>
    <message>
        <source>Compare with a file first (File ▸ Compare With…).</source>
        <translation>Vergleichen Sie zuerst mit einer Datei (Datei ▸ Vergleichen mit …).</translation>
    </message>
    <message>
        <source>No difference after this point.</source>
        <translation>Kein Unterschied nach dieser Stelle.</translation>
    </message>
    <message>
        <source>No difference before this point.</source>
        <translation>Kein Unterschied vor dieser Stelle.</translation>
    </message>
    <message>
        <source>The other file goes on past the end: %1 more bytes.</source>
        <translation>Die andere Datei geht über das Ende hinaus: %1 Bytes mehr.</translation>
    </message>
</context>
<context>
    <name>u8i::ui::ControlRunBadges</name>
    <message>
        <source>One Badge in &amp;Binary Data</source>
        <translation>Eine Marke in &amp;Binärdaten</translation>
    </message>
    <message>
        <source>One Badge &amp;Always</source>
        <translation>&amp;Immer eine Marke</translation>
    </message>
    <message>
        <source>&amp;Every Byte Shown</source>
        <translation>&amp;Jedes Byte einzeln</translation>
    </message>
</context>
<context>
    <name>u8i::ui::DataInspector</name>
    <message>
        <source>&amp;Hexadecimal integers</source>
        <translation>&amp;Ganzzahlen hexadezimal</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Values at the caret</source>
        <translation>Werte an der Schreibmarke</translation>
    </message>
    <message>
        <source>&amp;Select Its Bytes</source>
        <translation>Seine Bytes &amp;auswählen</translation>
    </message>
    <message>
        <source>int8</source>
        <translation>int8</translation>
    </message>
    <message>
        <source>uint8</source>
        <translation>uint8</translation>
    </message>
    <message>
        <source>int16 LE</source>
        <translation>int16 LE</translation>
    </message>
    <message>
        <source>int16 BE</source>
        <translation>int16 BE</translation>
    </message>
    <message>
        <source>uint16 LE</source>
        <translation>uint16 LE</translation>
    </message>
    <message>
        <source>uint16 BE</source>
        <translation>uint16 BE</translation>
    </message>
    <message>
        <source>int32 LE</source>
        <translation>int32 LE</translation>
    </message>
    <message>
        <source>int32 BE</source>
        <translation>int32 BE</translation>
    </message>
    <message>
        <source>uint32 LE</source>
        <translation>uint32 LE</translation>
    </message>
    <message>
        <source>uint32 BE</source>
        <translation>uint32 BE</translation>
    </message>
    <message>
        <source>int64 LE</source>
        <translation>int64 LE</translation>
    </message>
    <message>
        <source>int64 BE</source>
        <translation>int64 BE</translation>
    </message>
    <message>
        <source>uint64 LE</source>
        <translation>uint64 LE</translation>
    </message>
    <message>
        <source>uint64 BE</source>
        <translation>uint64 BE</translation>
    </message>
    <message>
        <source>float32 LE</source>
        <translation>float32 LE</translation>
    </message>
    <message>
        <source>float32 BE</source>
        <translation>float32 BE</translation>
    </message>
    <message>
        <source>float64 LE</source>
        <translation>float64 LE</translation>
    </message>
    <message>
        <source>float64 BE</source>
        <translation>float64 BE</translation>
    </message>
    <message>
        <source>Unix time 32 LE</source>
        <translation>Unix-Zeit 32 LE</translation>
    </message>
    <message>
        <source>Unix time 32 BE</source>
        <translation>Unix-Zeit 32 BE</translation>
    </message>
    <message>
        <source>Unix time 64 LE</source>
        <translation>Unix-Zeit 64 LE</translation>
    </message>
    <message>
        <source>Unix time 64 BE</source>
        <translation>Unix-Zeit 64 BE</translation>
    </message>
    <message>
        <source>DOS date and time</source>
        <translation>DOS-Datum und -Uhrzeit</translation>
    </message>
    <message>
        <source>GUID</source>
        <translation>GUID</translation>
    </message>
    <message>
        <source>ULEB128</source>
        <translation>ULEB128</translation>
    </message>
    <message>
        <source>SLEB128</source>
        <translation>SLEB128</translation>
    </message>
    <message>
        <source>UTF-16 LE</source>
        <translation>UTF-16 LE</translation>
    </message>
    <message>
        <source>UTF-16 BE</source>
        <translation>UTF-16 BE</translation>
    </message>
    <message>
        <source>(the data ends first)</source>
        <translation>(die Daten enden vorher)</translation>
    </message>
    <message>
        <source>%1 (not a valid date or time)</source>
        <translation>%1 (kein gültiges Datum und keine gültige Uhrzeit)</translation>
    </message>
    <message>
        <source>(wider than 64 bits)</source>
        <translation>(breiter als 64 Bit)</translation>
    </message>
    <message>
        <source>%1 s (outside the years 1 to 9999)</source>
        <translation>%1 s (außerhalb der Jahre 1 bis 9999)</translation>
    </message>
    <message>
        <source>%1 (a lone surrogate)</source>
        <translation>%1 (ein einzelnes Surrogat)</translation>
    </message>
    <message>
        <source>No bytes at the caret.</source>
        <translation>Keine Bytes an der Schreibmarke.</translation>
    </message>
    <message>
        <source>Offset %1 (0x%2)</source>
        <translation>Offset %1 (0x%2)</translation>
    </message>
</context>
<context>
    <name>u8i::ui::DataInspectorFeature</name>
    <message>
        <source>Data Inspector</source>
        <translation>Daten-Inspektor</translation>
    </message>
    <message>
        <source>Ctrl+Shift+I</source>
        <translation>Ctrl+Shift+I</translation>
    </message>
</context>
<context>
    <name>u8i::ui::DecoderStepper</name>
    <message>
        <source>Decoder stepper</source>
        <translation>Dekodierer Schritt für Schritt</translation>
    </message>
    <message>
        <source>Hex bytes</source>
        <translation>Hex-Bytes</translation>
    </message>
    <message>
        <source>Text (its UTF-8)</source>
        <translation>Text (sein UTF-8)</translation>
    </message>
    <message>
        <source>F8 93 EA 80 B2 5C 00, or paste \xE2\x82\xAC</source>
        <translation>F8 93 EA 80 B2 5C 00, oder \xE2\x82\xAC einfügen</translation>
    </message>
    <message>
        <source>&amp;Bytes:</source>
        <translation>&amp;Bytes:</translation>
    </message>
    <message>
        <source>⏮ Start</source>
        <translation>⏮ Anfang</translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ &amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Next byte ▶</source>
        <translation>&amp;Nächstes Byte ▶</translation>
    </message>
    <message>
        <source>End ⏭</source>
        <translation>Ende ⏭</translation>
    </message>
    <message>
        <source>Back to the start (Alt+Home)</source>
        <translation>Zurück zum Anfang (Alt+Pos1)</translation>
    </message>
    <message>
        <source>Undo one step (Alt+Left)</source>
        <translation>Einen Schritt zurück (Alt+Links)</translation>
    </message>
    <message>
        <source>Read one more byte (Alt+Right)</source>
        <translation>Ein weiteres Byte lesen (Alt+Rechts)</translation>
    </message>
    <message>
        <source>Read every byte (Alt+End)</source>
        <translation>Alle Bytes lesen (Alt+Ende)</translation>
    </message>
    <message>
        <source>Last step:</source>
        <translation>Letzter Schritt:</translation>
    </message>
    <message>
        <source>State:</source>
        <translation>Zustand:</translation>
    </message>
    <message>
        <source>Next byte must be:</source>
        <translation>Nächstes Byte muss sein:</translation>
    </message>
    <message>
        <source>Partial value:</source>
        <translation>Teilwert:</translation>
    </message>
    <message>
        <source>Output so far:</source>
        <translation>Bisherige Ausgabe:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cannot read the bytes:&lt;/b&gt; %1. Switch to &quot;Text&quot; to step through the UTF-8 of typed text.</source>
        <translation>&lt;b&gt;Die Bytes sind nicht lesbar:&lt;/b&gt; %1. Wechseln Sie zu „Text“, um das UTF-8 eines eingegebenen Texts schrittweise zu dekodieren.</translation>
    </message>
    <message>
        <source>(no bytes)</source>
        <translation>(keine Bytes)</translation>
    </message>
    <message>
        <source>Enter bytes above.</source>
        <translation>Geben Sie oben Bytes ein.</translation>
    </message>
    <message>
        <source>Nothing read yet: press Next byte (Alt+Right).</source>
        <translation>Noch nichts gelesen: Drücken Sie „Nächstes Byte“ (Alt+Rechts).</translation>
    </message>
    <message>
        <source>start: a new character begins</source>
        <translation>Start: Ein neues Zeichen beginnt</translation>
    </message>
    <message>
        <source>00..7F, C2..DF, E0..EF, F0..F4 (a lead or ASCII)</source>
        <translation>00..7F, C2..DF, E0..EF, F0..F4 (ein Startbyte oder ASCII)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Ill-formed.</source>
        <translation>Fehlerhaft.</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>Schritt %1 von %2: %3</translation>
    </message>
    <message>
        <source>expecting 1 more continuation byte</source>
        <translation>erwartet 1 weiteres Folgebyte</translation>
    </message>
    <message>
        <source>expecting %1 more continuation bytes</source>
        <translation>erwartet %1 weitere Folgebytes</translation>
    </message>
    <message>
        <source> (a lead or ASCII)</source>
        <translation> (ein Startbyte oder ASCII)</translation>
    </message>
    <message>
        <source> (narrowed by Table 3-7: the usual range is 80..BF)</source>
        <translation> (durch Tabelle 3-7 eingeschränkt: Der übliche Bereich ist 80..BF)</translation>
    </message>
    <message>
        <source>(end of the bytes)</source>
        <translation>(Ende der Bytes)</translation>
    </message>
    <message>
        <source>&lt;code&gt;%1&lt;/code&gt; (%2 bits so far)</source>
        <translation>&lt;code&gt;%1&lt;/code&gt; (bisher %2 Bits)</translation>
    </message>
    <message>
        <source>The sequence so far: marker bits grey, payload bits collected.</source>
        <translation>Die Sequenz bisher: Kennbits grau, Nutzbits gesammelt.</translation>
    </message>
    <message>
        <source>complete: %1</source>
        <translation>vollständig: %1</translation>
    </message>
    <message>
        <source>discarded</source>
        <translation>verworfen</translation>
    </message>
    <message>
        <source>The byte refused here, with its marker and payload bits.</source>
        <translation>Das hier zurückgewiesene Byte mit seinen Kenn- und Nutzbits.</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>noch nichts</translation>
    </message>
    <message>
        <source>%1 (U+FFFD: %2)</source>
        <translation>%1 (U+FFFD: %2)</translation>
    </message>
    <message>
        <source>offset %1, %2 = %3·%4</source>
        <translation>Offset %1, %2 = %3·%4</translation>
    </message>
    <message>
        <source>end of data</source>
        <translation>Ende der Daten</translation>
    </message>
    <message>
        <source>Steps taken</source>
        <translation>Bisherige Schritte</translation>
    </message>
</context>
<context>
    <name>u8i::ui::DiagnosticNavigation</name>
    <message>
        <source>Looking for the diagnostic</source>
        <translation>Diagnose wird gesucht</translation>
    </message>
    <message>
        <source>Looking for the next diagnostic</source>
        <translation>Nächste Diagnose wird gesucht</translation>
    </message>
    <message>
        <source>Looking for the previous diagnostic</source>
        <translation>Vorige Diagnose wird gesucht</translation>
    </message>
</context>
<context>
    <name>u8i::ui::DiagnosticsModel</name>
    <message>
        <source>%1: a run of at least %2 continuation bytes with no lead byte</source>
        <translation>%1: eine Folge von mindestens %2 Folgebytes ohne Startbyte</translation>
    </message>
</context>
<context>
    <name>u8i::ui::DiagnosticsPanel</name>
    <message>
        <source>List earlier diagnostics</source>
        <translation>Frühere Befunde auflisten</translation>
    </message>
    <message>
        <source>List later diagnostics</source>
        <translation>Spätere Befunde auflisten</translation>
    </message>
    <message>
        <source>All errors (%1)</source>
        <translation>Alle Fehler (%1)</translation>
    </message>
    <message>
        <source>Deceptive text (%1)</source>
        <translation>Täuschender Text (%1)</translation>
    </message>
    <message>
        <source>Other notices (%1)</source>
        <translation>Andere Hinweise (%1)</translation>
    </message>
    <message>
        <source>the first %1 notices</source>
        <translation>die ersten %1 Hinweise</translation>
    </message>
    <message>
        <source>%1–%2 of %3</source>
        <translation>%1–%2 von %3</translation>
    </message>
    <message>
        <source>Looking for errors in text</source>
        <translation>Fehler im Text werden gesucht</translation>
    </message>
    <message>
        <source>Errors in text (%1)</source>
        <translation>Fehler im Text (%1)</translation>
    </message>
    <message>
        <source>the first %1 runs</source>
        <translation>die ersten %1 Folgen</translation>
    </message>
    <message>
        <source>%1 of %2 errors, in %3 rows</source>
        <translation>%1 von %2 Fehlern, in %3 Zeilen</translation>
    </message>
    <message>
        <source>Show diagnostics of kind</source>
        <translation>Befunde dieser Art zeigen</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>Mojibake (%1)</source>
        <translation>Mojibake (%1)</translation>
    </message>
    <message>
        <source>Looking for deceptive text</source>
        <translation>Suche nach täuschendem Text</translation>
    </message>
    <message>
        <source>Looking for mojibake</source>
        <translation>Suche nach Mojibake</translation>
    </message>
</context>
<context>
    <name>u8i::ui::Document</name>
    <message>
        <source>Scanning</source>
        <translation>Prüfung läuft</translation>
    </message>
</context>
<context>
    <name>u8i::ui::DocumentModel</name>
    <message>
        <source>(nothing open)</source>
        <translation>(nichts geöffnet)</translation>
    </message>
</context>
<context>
    <name>u8i::ui::DocumentOpener</name>
    <message>
        <source>“%1” shrank on disk from %2 to %3 bytes. Its old contents can no longer be read; reload to see the file as it is now.</source>
        <translation>„%1“ ist auf der Festplatte von %2 auf %3 Bytes geschrumpft. Der alte Inhalt ist nicht mehr lesbar; neu laden, um die Datei so zu sehen, wie sie jetzt ist.</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>Standardeingabe</translation>
    </message>
    <message>
        <source>“%1” changed on disk. The view may show a mix of old and new bytes until you reload.</source>
        <translation>„%1“ wurde auf der Festplatte geändert. Bis zum Neuladen kann die Ansicht alte und neue Bytes mischen.</translation>
    </message>
    <message>
        <source>“%1” was deleted or renamed on disk; the open copy stays readable.</source>
        <translation>„%1“ wurde auf der Festplatte gelöscht oder umbenannt; die geöffnete Kopie bleibt lesbar.</translation>
    </message>
</context>
<context>
    <name>u8i::ui::DocumentTabs</name>
    <message>
        <source>%1 — UTF-8 Inspector</source>
        <translation>%1 — UTF-8 Inspector</translation>
    </message>
    <message>
        <source>(nothing open)</source>
        <translation>(nichts geöffnet)</translation>
    </message>
</context>
<context>
    <name>u8i::ui::EncoderTool</name>
    <message>
        <source>Encoder</source>
        <translation>Kodierer</translation>
    </message>
    <message>
        <source>a character, U+1F41A, 0x1F41A or 128026</source>
        <translation>ein Zeichen, U+1F41A, 0x1F41A oder 128026</translation>
    </message>
    <message>
        <source>&amp;Encode:</source>
        <translation>&amp;Kodieren:</translation>
    </message>
    <message>
        <source>Read as the hexadecimal value %1 (decimal %2).</source>
        <translation>Gelesen als hexadezimaler Wert %1 (dezimal %2).</translation>
    </message>
    <message>
        <source>Read as the decimal number %1 = %2.</source>
        <translation>Gelesen als Dezimalzahl %1 = %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a hexadecimal number below 2³² (digits 0–9 and A–F only).</source>
        <translation>„%1“ ist keine Hexadezimalzahl unter 2³² (nur die Ziffern 0–9 und A–F).</translation>
    </message>
    <message>
        <source>Type one character, or a value as U+1F41A, 0x1F41A or 128026: &quot;%1&quot; is several characters and not a number.</source>
        <translation>Geben Sie ein Zeichen ein oder einen Wert als U+1F41A, 0x1F41A oder 128026: „%1“ sind mehrere Zeichen und keine Zahl.</translation>
    </message>
    <message>
        <source>Type a character or a code point above.</source>
        <translation>Geben Sie oben ein Zeichen oder einen Codepunkt ein.</translation>
    </message>
    <message>
        <source>No UTF-8 form.</source>
        <translation>Keine UTF-8-Form.</translation>
    </message>
    <message>
        <source>No bytes.</source>
        <translation>Keine Bytes.</translation>
    </message>
    <message>
        <source>%1 = &lt;code&gt;%2&lt;/code&gt;</source>
        <translation>%1 = &lt;code&gt;%2&lt;/code&gt;</translation>
    </message>
    <message>
        <source>Not UTF-8: &lt;code&gt;%1&lt;/code&gt; would be rejected by every decoder.</source>
        <translation>Kein UTF-8: &lt;code&gt;%1&lt;/code&gt; würde jeder Decoder zurückweisen.</translation>
    </message>
    <message>
        <source>Read as the character %1.</source>
        <translation>Gelesen als das Zeichen %1.</translation>
    </message>
    <message>
        <source>(For the value %1 itself, type U+000%1 or 0x%1.)</source>
        <translation>(Für den Wert %1 selbst geben Sie U+000%1 oder 0x%1 ein.)</translation>
    </message>
    <message>
        <source>Read as one character on screen made of %1 code points, %2; the steps below encode the first, %3.</source>
        <translation>Gelesen als ein Zeichen auf dem Bildschirm aus %1 Codepunkten, %2; die Schritte unten kodieren den ersten, %3.</translation>
    </message>
</context>
<context>
    <name>u8i::ui::EncodingOffer</name>
    <message>
        <source>Detecting the encoding</source>
        <translation>Kodierung wird erkannt</translation>
    </message>
    <message>
        <source>Converting to UTF-8</source>
        <translation>Umwandlung in UTF-8</translation>
    </message>
    <message>
        <source>Show as UTF-8</source>
        <translation>Als UTF-8 anzeigen</translation>
    </message>
    <message>
        <source>Convert to UTF-8…</source>
        <translation>In UTF-8 umwandeln…</translation>
    </message>
    <message>
        <source>Back to the byte-level diagnosis of UTF-8</source>
        <translation>Zurück zur UTF-8-Diagnose auf Byte-Ebene</translation>
    </message>
    <message>
        <source>Shown as %1: the text pane, the hex view&apos;s brackets and the inspector follow its characters. The file is unchanged.</source>
        <translation>Angezeigt als %1: Textbereich, die Klammern der Hex-Ansicht und der Inspektor folgen seinen Zeichen. Die Datei bleibt unverändert.</translation>
    </message>
    <message>
        <source>Show as %1</source>
        <translation>Als %1 anzeigen</translation>
    </message>
    <message>
        <source>This file is not UTF-8: it reads as %1.</source>
        <translation>Diese Datei ist kein UTF-8: Sie liest sich als %1.</translation>
    </message>
    <message>
        <source>Convert to UTF-8</source>
        <translation>In UTF-8 umwandeln</translation>
    </message>
    <message>
        <source>No legacy encoding to convert from: show the file as one first (View ▸ Show As).</source>
        <translation>Keine Altkodierung zum Umwandeln: die Datei zuerst in einer anzeigen (Ansicht ▸ Anzeigen als).</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>UTF-8 with errors; %1: Convert to UTF-8 converts those runs and keeps the UTF-8 as it is.</source>
        <translation>UTF-8 mit Fehlern; %1: „In UTF-8 umwandeln“ wandelt diese Abschnitte um und lässt das UTF-8 unverändert.</translation>
    </message>
</context>
<context>
    <name>u8i::ui::EncodingOfferFeature</name>
    <message>
        <source>Con&amp;vert to UTF-8…</source>
        <translation>In UTF-8 &amp;umwandeln…</translation>
    </message>
</context>
<context>
    <name>u8i::ui::EntropyStrip</name>
    <message>
        <source>Measuring entropy</source>
        <translation>Entropie wird gemessen</translation>
    </message>
    <message>
        <source>Entropy strip</source>
        <translation>Entropie-Streifen</translation>
    </message>
    <message>
        <source>Entropy of the bytes: pale for repeated bytes, text in between, strong for compressed or encrypted data; click to jump</source>
        <translation>Entropie der Bytes: blass für wiederholte Bytes, Text dazwischen, kräftig für komprimierte oder verschlüsselte Daten; zum Springen klicken</translation>
    </message>
    <message>
        <source>Entropy %1 bits per byte at offset 0x%2</source>
        <translation>Entropie %1 Bit pro Byte an Offset 0x%2</translation>
    </message>
</context>
<context>
    <name>u8i::ui::ErrorRunsModel</name>
    <message>
        <source>%1 groups in a row at 0x%2–0x%3; the first: %4</source>
        <translation>%1 Gruppen in Folge bei 0x%2–0x%3; die erste: %4</translation>
    </message>
</context>
<context>
    <name>u8i::ui::Exercises</name>
    <message>
        <source>Exercises</source>
        <translation>Übungen</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <source>Show &amp;solution</source>
        <translation>&amp;Lösung zeigen</translation>
    </message>
    <message>
        <source>code points, e.g. U+0041 U+FFFD</source>
        <translation>Codepunkte, z. B. U+0041 U+FFFD</translation>
    </message>
    <message>
        <source>bytes in hex, e.g. C3 A9</source>
        <translation>Bytes in Hex, z. B. C3 A9</translation>
    </message>
    <message>
        <source>Solved: %1 of %2</source>
        <translation>Gelöst: %1 von %2</translation>
    </message>
    <message>
        <source>Solution: %1</source>
        <translation>Lösung: %1</translation>
    </message>
    <message>
        <source>&amp;New Exercise</source>
        <translation>&amp;Neue Übung</translation>
    </message>
    <message>
        <source>A random exercise of the chosen kind</source>
        <translation>Eine zufällige Übung der gewählten Art</translation>
    </message>
    <message>
        <source>The solution was shown, so this does not count as solved.</source>
        <translation>Die Lösung wurde gezeigt, daher zählt dies nicht als gelöst.</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Ihre Antwort</translation>
    </message>
</context>
<context>
    <name>u8i::ui::FindAllFeature</name>
    <message>
        <source>Find All</source>
        <translation>Alle suchen</translation>
    </message>
    <message>
        <source>Find A&amp;ll…</source>
        <translation>A&amp;lle suchen …</translation>
    </message>
    <message>
        <source>Ctrl+Alt+F</source>
        <translation>Ctrl+Alt+F</translation>
    </message>
</context>
<context>
    <name>u8i::ui::FindAllModel</name>
    <message>
        <source>Offset</source>
        <translation>Offset</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Umgebung</translation>
    </message>
</context>
<context>
    <name>u8i::ui::FindAllPanel</name>
    <message>
        <source>Finding all</source>
        <translation>Alle werden gesucht</translation>
    </message>
    <message>
        <source>text, hex bytes (E2 82 AC) or a code point (U+20AC)</source>
        <translation>Text, Hex-Bytes (E2 82 AC) oder ein Codepunkt (U+20AC)</translation>
    </message>
    <message>
        <source>Find mode</source>
        <translation>Suchart</translation>
    </message>
    <message>
        <source>Find &amp;All</source>
        <translation>&amp;Alle suchen</translation>
    </message>
    <message>
        <source>Filter the context</source>
        <translation>Die Umgebung filtern</translation>
    </message>
    <message>
        <source>Filter the matches</source>
        <translation>Die Treffer filtern</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <source>Fi&amp;nd:</source>
        <translation>Such&amp;en:</translation>
    </message>
    <message>
        <source>F&amp;ilter:</source>
        <translation>F&amp;ilter:</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Gestoppt.</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Suche …</translation>
    </message>
    <message>
        <source>The first %1 matches (more follow)</source>
        <translation>Die ersten %1 Treffer (weitere folgen)</translation>
    </message>
    <message>
        <source>1 match</source>
        <translation>1 Treffer</translation>
    </message>
    <message>
        <source>%1 matches</source>
        <translation>%1 Treffer</translation>
    </message>
    <message>
        <source>, %1 shown</source>
        <translation>, %1 angezeigt</translation>
    </message>
</context>
<context>
    <name>u8i::ui::FindBar</name>
    <message>
        <source>Searching</source>
        <translation>Suche läuft</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>Suchen:</translation>
    </message>
    <message>
        <source>text, hex bytes (E2 82 AC) or a code point (U+20AC)</source>
        <translation>Text, Hex-Bytes (E2 82 AC) oder ein Codepunkt (U+20AC)</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Hex bytes</source>
        <translation>Hex-Bytes</translation>
    </message>
    <message>
        <source>Code point</source>
        <translation>Codepunkt</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>&amp;Vorherige</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Nächste</translation>
    </message>
    <message>
        <source>Close the find bar (Esc)</source>
        <translation>Suchleiste schließen (Esc)</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Suche …</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>Nicht gefunden</translation>
    </message>
    <message>
        <source>Found at offset %1 (0x%2)</source>
        <translation>Gefunden an Offset %1 (0x%2)</translation>
    </message>
    <message>
        <source>Text, any case</source>
        <translation>Text, beliebige Schreibung</translation>
    </message>
    <message>
        <source>Regular expression</source>
        <translation>Regulärer Ausdruck</translation>
    </message>
    <message>
        <source>Character name</source>
        <translation>Zeichenname</translation>
    </message>
    <message>
        <source>Error kind</source>
        <translation>Fehlerart</translation>
    </message>
    <message>
        <source>A regular expression over the decoded text (Perl syntax); a match may span lines and up to 64 KiB</source>
        <translation>Ein regulärer Ausdruck über den dekodierten Text (Perl-Syntax); ein Treffer darf Zeilen überspannen, bis zu 64 KiB</translation>
    </message>
    <message>
        <source>A name such as EURO SIGN, or words of names: arrow left</source>
        <translation>Ein Name wie EURO SIGN oder Wörter von Namen: arrow left</translation>
    </message>
    <message>
        <source>overlong, surrogate, out-of-range, obsolete-form, invalid-byte, unexpected-continuation, truncated, or any</source>
        <translation>overlong, surrogate, out-of-range, obsolete-form, invalid-byte, unexpected-continuation, truncated oder any</translation>
    </message>
    <message>
        <source>Close the find bar</source>
        <translation>Suchleiste schließen</translation>
    </message>
</context>
<context>
    <name>u8i::ui::FindFeature</name>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Suchen …</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>&amp;Weitersuchen</translation>
    </message>
    <message>
        <source>Find Pre&amp;vious</source>
        <translation>&amp;Rückwärts suchen</translation>
    </message>
    <message>
        <source>Find T&amp;his</source>
        <translation>&amp;Dies suchen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+F</source>
        <translation>Ctrl+Shift+F</translation>
    </message>
    <message>
        <source>&amp;Find This</source>
        <translation>&amp;Dies suchen</translation>
    </message>
</context>
<context>
    <name>u8i::ui::FindingsTableModel</name>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Offset</source>
        <translation>Offset</translation>
    </message>
    <message>
        <source>Line:Column</source>
        <translation>Zeile:Spalte</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
</context>
<context>
    <name>u8i::ui::GoToFeature</name>
    <message>
        <source>&amp;Go to Offset…</source>
        <translation>&amp;Gehe zu Offset …</translation>
    </message>
    <message>
        <source>Go to &amp;Line…</source>
        <translation>Gehe zu &amp;Zeile …</translation>
    </message>
    <message>
        <source>Ctrl+G</source>
        <translation>Ctrl+G</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>&amp;Start of File</source>
        <translation>&amp;Anfang der Datei</translation>
    </message>
    <message>
        <source>&amp;End of File</source>
        <translation>&amp;Ende der Datei</translation>
    </message>
    <message>
        <source>“%1” is not an offset (write 0x1F4 or 500).</source>
        <translation>„%1“ ist kein Offset (schreiben Sie 0x1F4 oder 500).</translation>
    </message>
    <message>
        <source>Offset %1 is past the end (the data has %2 bytes).</source>
        <translation>Offset %1 liegt hinter dem Ende (die Daten haben %2 Bytes).</translation>
    </message>
    <message>
        <source>Go to Offset</source>
        <translation>Gehe zu Offset</translation>
    </message>
    <message>
        <source>Offset (0x1F4 for hexadecimal, 500 for decimal):</source>
        <translation>Offset (0x1F4 für hexadezimal, 500 für dezimal):</translation>
    </message>
</context>
<context>
    <name>u8i::ui::GoToLine</name>
    <message>
        <source>Finding the line</source>
        <translation>Suche die Zeile</translation>
    </message>
    <message>
        <source>“%1” is not a line or line:column (write 120 or 120:7).</source>
        <translation>„%1“ ist keine Zeile oder Zeile:Spalte (schreiben Sie 120 oder 120:7).</translation>
    </message>
    <message>
        <source>Lines are known once the scan has finished.</source>
        <translation>Die Zeilen sind bekannt, sobald die Analyse fertig ist.</translation>
    </message>
    <message numerus="yes">
        <source>The data has %1 lines; went to the end.</source>
        <translation>
            <numerusform>Die Daten haben %1 Zeile; zum Ende gegangen.</numerusform>
            <numerusform>Die Daten haben %1 Zeilen; zum Ende gegangen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Line %1 is shorter; went to its end.</source>
        <translation>Zeile %1 ist kürzer; zu ihrem Ende gegangen.</translation>
    </message>
    <message>
        <source>Go to Line</source>
        <translation>Gehe zu Zeile</translation>
    </message>
    <message>
        <source>Line, or line:column (120 or 120:7):</source>
        <translation>Zeile oder Zeile:Spalte (120 oder 120:7):</translation>
    </message>
    <message>
        <source>The data has 1 line; went to the end.</source>
        <translation>Die Daten haben 1 Zeile; zum Ende gegangen.</translation>
    </message>
</context>
<context>
    <name>u8i::ui::HexView</name>
    <message>
        <source>Hex view</source>
        <translation>Hex-Ansicht</translation>
    </message>
    <message>
        <source>The bytes of the document, one cell per byte, coloured by their role in UTF-8</source>
        <translation>Die Bytes des Dokuments, eine Zelle je Byte, gefärbt nach ihrer Rolle in UTF-8</translation>
    </message>
    <message>
        <source>No bytes</source>
        <translation>Keine Bytes</translation>
    </message>
    <message>
        <source>The bytes are no longer available</source>
        <translation>Die Bytes sind nicht mehr verfügbar</translation>
    </message>
</context>
<context>
    <name>u8i::ui::HistogramView</name>
    <message>
        <source>Byte-value histogram</source>
        <translation>Histogramm der Bytewerte</translation>
    </message>
    <message>
        <source>Byte %1: %2 times</source>
        <translation>Byte %1: %2-mal</translation>
    </message>
</context>
<context>
    <name>u8i::ui::LearnFeature</name>
    <message>
        <source>&amp;Byte Map</source>
        <translation>&amp;Byte-Karte</translation>
    </message>
    <message>
        <source>Ctrl+Shift+M</source>
        <translation>Ctrl+Shift+M</translation>
    </message>
    <message>
        <source>&amp;Encoder…</source>
        <translation>&amp;Kodierer …</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>&amp;Decoder Stepper…</source>
        <translation>&amp;Dekodierer Schritt für Schritt …</translation>
    </message>
    <message>
        <source>Ctrl+Shift+D</source>
        <translation>Ctrl+Shift+D</translation>
    </message>
    <message>
        <source>E&amp;xercises</source>
        <translation>&amp;Übungen</translation>
    </message>
    <message>
        <source>Byte Map</source>
        <translation>Byte-Karte</translation>
    </message>
    <message>
        <source>Encoder</source>
        <translation>Kodierer</translation>
    </message>
    <message>
        <source>Decoder Stepper</source>
        <translation>Dekodierer Schritt für Schritt</translation>
    </message>
    <message>
        <source>Exercises</source>
        <translation>Übungen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+X</source>
        <translation>Ctrl+Shift+X</translation>
    </message>
</context>
<context>
    <name>u8i::ui::MainWindow</name>
    <message>
        <source>UTF-8 Inspector</source>
        <translation>UTF-8 Inspector</translation>
    </message>
    <message>
        <source>(nothing open)</source>
        <translation>(nichts geöffnet)</translation>
    </message>
    <message>
        <source>Character Inspector</source>
        <translation>Zeichen-Inspektor</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;New from Bytes…</source>
        <translation>&amp;Neu aus Bytes …</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>Neu &amp;laden</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Copy as &amp;Text</source>
        <translation>Als &amp;Text kopieren</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Copy as C &amp;Escapes</source>
        <translation>Als C-&amp;Escapes kopieren</translation>
    </message>
    <message>
        <source>Copy as &amp;Python Bytes</source>
        <translation>Als &amp;Python-Bytes kopieren</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>&amp;Alles auswählen</translation>
    </message>
    <message>
        <source>%1 Bytes per Row</source>
        <translation>%1 Bytes pro Zeile</translation>
    </message>
    <message>
        <source>Offsets in &amp;Hexadecimal</source>
        <translation>Offsets &amp;hexadezimal</translation>
    </message>
    <message>
        <source>Offsets in &amp;Decimal</source>
        <translation>Offsets &amp;dezimal</translation>
    </message>
    <message>
        <source>&amp;Show As</source>
        <translation>Anzeigen &amp;als</translation>
    </message>
    <message>
        <source>&amp;Next Diagnostic</source>
        <translation>&amp;Nächster Befund</translation>
    </message>
    <message>
        <source>&amp;Previous Diagnostic</source>
        <translation>&amp;Vorheriger Befund</translation>
    </message>
    <message>
        <source>Only files can be reloaded.</source>
        <translation>Nur Dateien können neu geladen werden.</translation>
    </message>
    <message>
        <source>%1 — UTF-8 Inspector</source>
        <translation>%1 — UTF-8 Inspector</translation>
    </message>
    <message>
        <source>No diagnostic after this point.</source>
        <translation>Kein Befund nach dieser Stelle.</translation>
    </message>
    <message>
        <source>No diagnostic before this point.</source>
        <translation>Kein Befund vor dieser Stelle.</translation>
    </message>
    <message>
        <source>The selection is too large to copy (%1 bytes; at most %2).</source>
        <translation>Die Auswahl ist zu groß zum Kopieren (%1 Bytes; höchstens %2).</translation>
    </message>
    <message>
        <source>Copied %1 bytes.</source>
        <translation>%1 Bytes kopiert.</translation>
    </message>
    <message>
        <source>Open File</source>
        <translation>Datei öffnen</translation>
    </message>
    <message>
        <source>new bytes</source>
        <translation>neue Bytes</translation>
    </message>
    <message>
        <source>“%1” is open already.</source>
        <translation>„%1“ ist bereits geöffnet.</translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation>Tab &amp;schließen</translation>
    </message>
    <message>
        <source>Copy as &amp;Hex</source>
        <translation>Als &amp;Hex kopieren</translation>
    </message>
    <message>
        <source>R&amp;uns of Control Bytes</source>
        <translation>Folgen von Steuer&amp;bytes</translation>
    </message>
    <message>
        <source>&amp;Characters Beside Bytes</source>
        <translation>&amp;Zeichen neben den Bytes</translation>
    </message>
    <message>
        <source>Ctrl+Shift+H</source>
        <translation>Ctrl+Shift+H</translation>
    </message>
    <message>
        <source>Next Tab</source>
        <translation>Nächster Tab</translation>
    </message>
    <message>
        <source>Previous Tab</source>
        <translation>Vorheriger Tab</translation>
    </message>
    <message>
        <source>&amp;Copy as Hex</source>
        <translation>Als &amp;Hex kopieren</translation>
    </message>
    <message>
        <source>Copied 1 byte.</source>
        <translation>1 Byte kopiert.</translation>
    </message>
</context>
<context>
    <name>u8i::ui::MessageBar</name>
    <message>
        <source>&amp;Reload</source>
        <translation>Neu &amp;laden</translation>
    </message>
    <message>
        <source>Hide this message</source>
        <translation>Diese Meldung ausblenden</translation>
    </message>
</context>
<context>
    <name>u8i::ui::MojibakeFeature</name>
    <message>
        <source>Mojibake</source>
        <translation>Mojibake</translation>
    </message>
    <message>
        <source>View As</source>
        <translation>Ansicht als</translation>
    </message>
</context>
<context>
    <name>u8i::ui::MojibakePanel</name>
    <message>
        <source>Offset</source>
        <translation>Offset</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Chain</source>
        <translation>Kette</translation>
    </message>
    <message>
        <source>Original</source>
        <translation>Original</translation>
    </message>
    <message>
        <source>Repaired</source>
        <translation>Repariert</translation>
    </message>
    <message>
        <source>Save with the selection repaired as…</source>
        <translation>Mit reparierter Auswahl speichern unter …</translation>
    </message>
    <message>
        <source>Save the whole file repaired as…</source>
        <translation>Die ganze Datei repariert speichern unter …</translation>
    </message>
    <message>
        <source>Nothing to analyse: select some bytes, or open a file.</source>
        <translation>Nichts zu untersuchen: Wählen Sie Bytes aus oder öffnen Sie eine Datei.</translation>
    </message>
    <message numerus="yes">
        <source>No mojibake found in these %n bytes.</source>
        <translation>
            <numerusform>In diesem %n Byte wurde kein Mojibake gefunden.</numerusform>
            <numerusform>In diesen %n Bytes wurde kein Mojibake gefunden.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 repaired, %2 reported only.</source>
        <translation>%1 repariert, %2 nur gemeldet.</translation>
    </message>
    <message>
        <source>Only the first %1 KiB were analysed.</source>
        <translation>Nur die ersten %1 KiB wurden untersucht.</translation>
    </message>
    <message>
        <source>(left as it is)</source>
        <translation>(unverändert gelassen)</translation>
    </message>
    <message>
        <source>Choose a finding to see its chain and evidence.</source>
        <translation>Wählen Sie einen Fund, um seine Kette und die Belege zu sehen.</translation>
    </message>
    <message>
        <source>%1 bytes at %2: %3.</source>
        <translation>%1 Bytes an %2: %3.</translation>
    </message>
    <message>
        <source>Evidence: %1.</source>
        <translation>Belege: %1.</translation>
    </message>
    <message>
        <source>Lossy: the repair stands in for bytes an earlier decoding lost.</source>
        <translation>Verlustbehaftet: Die Reparatur ersetzt Bytes, die eine frühere Dekodierung verloren hat.</translation>
    </message>
    <message>
        <source>Not repaired: there is no safe guess.</source>
        <translation>Nicht repariert: Es gibt keine sichere Vermutung.</translation>
    </message>
    <message>
        <source>Save the repaired text as</source>
        <translation>Den reparierten Text speichern unter</translation>
    </message>
    <message>
        <source>Overwrite the original?</source>
        <translation>Das Original überschreiben?</translation>
    </message>
    <message>
        <source>%1 is the file being inspected. Replace it with the repaired text?</source>
        <translation>%1 ist die untersuchte Datei. Durch den reparierten Text ersetzen?</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>Saving the repaired file</source>
        <translation>Reparierte Datei wird gespeichert</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Mojibake found</source>
        <translation>Gefundene Mojibake</translation>
    </message>
    <message>
        <source>(ambiguous, left as it is)</source>
        <translation>(mehrdeutig, unverändert gelassen)</translation>
    </message>
    <message>
        <source>The same repair through: %1.</source>
        <translation>Dieselbe Reparatur über: %1.</translation>
    </message>
    <message>
        <source>Ambiguous: %1. Not repaired: the readings give other text.</source>
        <translation>Mehrdeutig: %1. Nicht repariert: Die Lesarten ergeben verschiedenen Text.</translation>
    </message>
    <message>
        <source>Saved %1 with 1 run repaired.</source>
        <translation>%1 mit 1 reparierten Abschnitt gespeichert.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %1 with %n runs repaired.</source>
        <translation>
            <numerusform>%1 mit %n reparierten Abschnitt gespeichert.</numerusform>
            <numerusform>%1 mit %n reparierten Abschnitten gespeichert.</numerusform>
        </translation>
    </message>
    <message>
        <source>No mojibake found in this 1 byte.</source>
        <translation>In diesem 1 Byte kein Mojibake gefunden.</translation>
    </message>
    <message>
        <source>1 finding in bytes %1–%2: </source>
        <translation>1 Fund in den Bytes %1–%2: </translation>
    </message>
    <message numerus="yes">
        <source>%n findings in bytes %1–%2: </source>
        <translation>
            <numerusform>%n Fund in den Bytes %1–%2: </numerusform>
            <numerusform>%n Funde in den Bytes %1–%2: </numerusform>
        </translation>
    </message>
</context>
<context>
    <name>u8i::ui::MojibakeRepairOffer</name>
    <message>
        <source>Saving the repaired copy</source>
        <translation>Speichere die reparierte Kopie</translation>
    </message>
    <message>
        <source>1 run of this file looks like mojibake (%1): text decoded in the wrong encoding.</source>
        <translation>1 Abschnitt dieser Datei sieht nach Mojibake aus (%1): Text, der in der falschen Kodierung gelesen wurde.</translation>
    </message>
    <message numerus="yes">
        <source>%n runs of this file look like mojibake (%1): text decoded in the wrong encoding.</source>
        <translation>
            <numerusform>%n Abschnitt dieser Datei sieht nach Mojibake aus (%1): Text, der in der falschen Kodierung gelesen wurde.</numerusform>
            <numerusform>%n Abschnitte dieser Datei sehen nach Mojibake aus (%1): Text, der in der falschen Kodierung gelesen wurde.</numerusform>
        </translation>
    </message>
    <message>
        <source>The repair mends 1 more run with another trace of a wrong decoding, such as C1 controls that were Windows-1252 quotes.</source>
        <translation>Die Reparatur behebt 1 weiteren Abschnitt mit einer anderen Spur einer falschen Dekodierung, etwa C1-Steuerzeichen, die Windows-1252-Anführungszeichen waren.</translation>
    </message>
    <message numerus="yes">
        <source>The repair mends %n more runs with other traces of a wrong decoding, such as C1 controls that were Windows-1252 quotes.</source>
        <translation>
            <numerusform>Die Reparatur behebt %n weiteren Abschnitt mit anderen Spuren einer falschen Dekodierung, etwa C1-Steuerzeichen, die Windows-1252-Anführungszeichen waren.</numerusform>
            <numerusform>Die Reparatur behebt %n weitere Abschnitte mit anderen Spuren einer falschen Dekodierung, etwa C1-Steuerzeichen, die Windows-1252-Anführungszeichen waren.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Repair 1 run…</source>
        <translation>1 Abschnitt &amp;reparieren…</translation>
    </message>
    <message numerus="yes">
        <source>&amp;Repair %n runs…</source>
        <translation>
            <numerusform>%n Abschnitt &amp;reparieren…</numerusform>
            <numerusform>%n Abschnitte &amp;reparieren…</numerusform>
        </translation>
    </message>
    <message>
        <source>Preview the repair and save a repaired copy of the file</source>
        <translation>Die Reparatur ansehen und eine reparierte Kopie der Datei speichern</translation>
    </message>
    <message>
        <source>it is the file being inspected; choose another name for the copy</source>
        <translation>es ist die untersuchte Datei; wählen Sie einen anderen Namen für die Kopie</translation>
    </message>
</context>
<context>
    <name>u8i::ui::MojibakeRepairPreview</name>
    <message>
        <source>Repair Mojibake</source>
        <translation>Mojibake reparieren</translation>
    </message>
    <message>
        <source>This run will be repaired in a copy of the file. The file stays as it is.</source>
        <translation>Dieser Abschnitt wird in einer Kopie der Datei repariert. Die Datei bleibt, wie sie ist.</translation>
    </message>
    <message numerus="yes">
        <source>These %n runs will be repaired in a copy of the file. The file stays as it is.</source>
        <translation>
            <numerusform>Dieser %n Abschnitt wird in einer Kopie der Datei repariert. Die Datei bleibt, wie sie ist.</numerusform>
            <numerusform>Diese %n Abschnitte werden in einer Kopie der Datei repariert. Die Datei bleibt, wie sie ist.</numerusform>
        </translation>
    </message>
    <message>
        <source>Offset</source>
        <translation>Offset</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <source>Read as</source>
        <translation>Gelesen als</translation>
    </message>
    <message>
        <source>Save the &amp;copy as:</source>
        <translation>&amp;Kopie speichern unter:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;Save a Copy</source>
        <translation>Kopie &amp;speichern</translation>
    </message>
    <message>
        <source>Save the repaired copy as</source>
        <translation>Reparierte Kopie speichern unter</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>Speichere %1…</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Saved %1 with 1 run repaired.</source>
        <translation>%1 gespeichert, 1 Abschnitt repariert.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %1 with %n runs repaired.</source>
        <translation>
            <numerusform>%1 gespeichert, %n Abschnitt repariert.</numerusform>
            <numerusform>%1 gespeichert, %n Abschnitte repariert.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>u8i::ui::NewBytesDialog</name>
    <message>
        <source>New from Bytes</source>
        <translation>Neu aus Bytes</translation>
    </message>
    <message>
        <source>Hex bytes or escapes: E2 82 AC, \xe2\x82\xac</source>
        <translation>Hex-Bytes oder Escapes: E2 82 AC, \xe2\x82\xac</translation>
    </message>
    <message>
        <source>Code points: U+20AC U+1F41A (surrogates allowed)</source>
        <translation>Codepunkte: U+20AC U+1F41A (Surrogate erlaubt)</translation>
    </message>
    <message>
        <source>Text (its UTF-8)</source>
        <translation>Text (sein UTF-8)</translation>
    </message>
    <message>
        <source>F8 93 EA 80 B2 5C 00</source>
        <translation>F8 93 EA 80 B2 5C 00</translation>
    </message>
    <message>
        <source>&amp;Inspect</source>
        <translation>&amp;Untersuchen</translation>
    </message>
    <message>
        <source>Cannot read this: %1</source>
        <translation>Nicht lesbar: %1</translation>
    </message>
    <message>
        <source>1 byte: %1%2</source>
        <translation>1 Byte: %1%2</translation>
    </message>
    <message numerus="yes">
        <source>%n bytes: %1%2</source>
        <translation>
            <numerusform>%n Byte: %1%2</numerusform>
            <numerusform>%n Bytes: %1%2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>u8i::ui::NoticesModel</name>
    <message>
        <source>Notice</source>
        <translation>Hinweis</translation>
    </message>
</context>
<context>
    <name>u8i::ui::OccurrenceModel</name>
    <message>
        <source>ASCII</source>
        <translation>ASCII</translation>
    </message>
    <message>
        <source>lead (1 of %1)</source>
        <translation>Startbyte (1 von %1)</translation>
    </message>
    <message>
        <source>continuation (%1 of %2)</source>
        <translation>Folgebyte (%1 von %2)</translation>
    </message>
    <message>
        <source>invalid: stray continuation</source>
        <translation>ungültig: verirrtes Folgebyte</translation>
    </message>
    <message>
        <source>invalid (%1 of %2)</source>
        <translation>ungültig (%1 von %2)</translation>
    </message>
    <message>
        <source>%1: no lead before it</source>
        <translation>%1: kein Startbyte davor</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>An ASCII byte is a whole character by itself.</source>
        <translation>Ein ASCII-Byte ist für sich ein ganzes Zeichen.</translation>
    </message>
    <message>
        <source>Here %1 starts a well-formed %2-byte sequence.</source>
        <translation>Hier beginnt %1 eine wohlgeformte %2-Byte-Sequenz.</translation>
    </message>
    <message>
        <source>Here %1 is byte %2 of a well-formed sequence: it adds its 6 low bits to the character.</source>
        <translation>Hier ist %1 Byte %2 einer wohlgeformten Sequenz: Es fügt dem Zeichen seine 6 niederwertigen Bits hinzu.</translation>
    </message>
    <message>
        <source>Here %1 follows no lead byte that could absorb it: a stray continuation byte, replaced by U+FFFD.</source>
        <translation>Hier folgt %1 auf kein Startbyte, das es aufnehmen könnte: ein verirrtes Folgebyte, ersetzt durch U+FFFD.</translation>
    </message>
    <message>
        <source>Here %1 is part of an ill-formed group (%2): a standard decoder replaces it with U+FFFD.</source>
        <translation>Hier ist %1 Teil einer fehlerhaften Gruppe (%2): Ein Standard-Decoder ersetzt es durch U+FFFD.</translation>
    </message>
    <message>
        <source>Offset %1 (decimal)</source>
        <translation>Offset %1 (dezimal)</translation>
    </message>
    <message>
        <source>Line and column are known when the scan has finished.</source>
        <translation>Zeile und Spalte sind bekannt, sobald die Durchsuchung fertig ist.</translation>
    </message>
    <message>
        <source>Offset</source>
        <translation>Offset</translation>
    </message>
    <message>
        <source>Line:Col</source>
        <translation>Zeile:Spalte</translation>
    </message>
    <message>
        <source>Role here</source>
        <translation>Rolle hier</translation>
    </message>
    <message>
        <source>Part of</source>
        <translation>Teil von</translation>
    </message>
    <message>
        <source>Bytes around it</source>
        <translation>Bytes ringsum</translation>
    </message>
</context>
<context>
    <name>u8i::ui::OccurrenceSearch</name>
    <message>
        <source>Finding the byte</source>
        <translation>Byte wird gesucht</translation>
    </message>
</context>
<context>
    <name>u8i::ui::OccurrencesPanel</name>
    <message>
        <source>Occurrences of the chosen byte</source>
        <translation>Vorkommen des gewählten Bytes</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Show %1 more</source>
        <translation>%1 weitere zeigen</translation>
    </message>
    <message>
        <source>“%1” is empty: no byte occurs in it.</source>
        <translation>„%1“ ist leer: Kein Byte kommt darin vor.</translation>
    </message>
    <message>
        <source>Open a file (File ▸ Open) to list where %1 occurs in it and what it is at each place.</source>
        <translation>Öffnen Sie eine Datei (Datei ▸ Öffnen), um aufzulisten, wo %1 darin vorkommt und was es an jeder Stelle ist.</translation>
    </message>
    <message>
        <source>Open a file (File ▸ Open), then click a byte to list where it occurs in it.</source>
        <translation>Öffnen Sie eine Datei (Datei ▸ Öffnen) und klicken Sie dann auf ein Byte, um aufzulisten, wo es darin vorkommt.</translation>
    </message>
    <message>
        <source>Click a byte (or press Enter on it) to list where it occurs in “%1”.</source>
        <translation>Klicken Sie auf ein Byte (oder drücken Sie darauf die Eingabetaste), um aufzulisten, wo es in „%1“ vorkommt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Occurrences of %1&lt;/b&gt; in “%2”</source>
        <translation>&lt;b&gt;Vorkommen von %1&lt;/b&gt; in „%2“</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; does not occur in “%2”.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; kommt in „%2“ nicht vor.</translation>
    </message>
    <message>
        <source>%1: %2; the first %3 are listed.</source>
        <translation>%1: %2; die ersten %3 sind aufgelistet.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source> (the first %1 listed)</source>
        <translation> (die ersten %1 aufgelistet)</translation>
    </message>
    <message>
        <source>%1: %2 so far%3, searching… %4%</source>
        <translation>%1: bisher %2%3, suche … %4 %</translation>
    </message>
    <message>
        <source>%1: %2%3 in the first %4% (stopped).</source>
        <translation>%1: %2%3 in den ersten %4 % (angehalten).</translation>
    </message>
</context>
<context>
    <name>u8i::ui::OverviewBar</name>
    <message>
        <source>Where the file holds non-ASCII text and ill-formed bytes; click to jump</source>
        <translation>Wo die Datei Nicht-ASCII-Text und fehlerhafte Bytes enthält; klicken, um hinzuspringen</translation>
    </message>
    <message>
        <source>0x%1 – 0x%2</source>
        <translation>0x%1 – 0x%2</translation>
    </message>
    <message>
        <source>%1 ill-formed bytes, %2 non-ASCII bytes around here</source>
        <translation>%1 fehlerhafte Bytes, %2 Nicht-ASCII-Bytes hier in der Nähe</translation>
    </message>
</context>
<context>
    <name>u8i::ui::ReadingMenu</name>
    <message>
        <source>&amp;UTF-8 (byte-level diagnosis)</source>
        <translation>&amp;UTF-8 (Diagnose auf Byte-Ebene)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+U</source>
        <translation>Ctrl+Shift+U</translation>
    </message>
    <message>
        <source>Ctrl+Shift+A</source>
        <translation>Ctrl+Shift+A</translation>
    </message>
</context>
<context>
    <name>u8i::ui::RecentFiles</name>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
</context>
<context>
    <name>u8i::ui::SettingsDialog</name>
    <message>
        <source>Configure UTF-8 Inspector</source>
        <translation>UTF-8 Inspector einrichten</translation>
    </message>
    <message>
        <source>Views</source>
        <translation>Ansichten</translation>
    </message>
    <message>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <source>&amp;Font:</source>
        <translation>&amp;Schrift:</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <source>Bytes per &amp;row:</source>
        <translation>Bytes pro &amp;Zeile:</translation>
    </message>
    <message>
        <source>Hexadecimal</source>
        <translation>Hexadezimal</translation>
    </message>
    <message>
        <source>Decimal</source>
        <translation>Dezimal</translation>
    </message>
    <message>
        <source>&amp;Offsets:</source>
        <translation>&amp;Offsets:</translation>
    </message>
    <message>
        <source>Default (follows the system palette)</source>
        <translation>Standard (folgt der Systempalette)</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Farbschema:</translation>
    </message>
    <message>
        <source>Mark these notices</source>
        <translation>Diese Hinweise markieren</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemvorgabe</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>S&amp;prache:</translation>
    </message>
    <message>
        <source>A new language takes effect when the program is next started.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Programmstart.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Programmstart</translation>
    </message>
    <message>
        <source>Open the files of the last &amp;session again</source>
        <translation>Dateien der letzten &amp;Sitzung wieder öffnen</translation>
    </message>
    <message>
        <source>When the program starts without a file, it opens the files that were open when it was last closed, each where it was left.</source>
        <translation>Startet das Programm ohne Datei, öffnet es die Dateien, die beim letzten Schließen offen waren, jede an der Stelle, an der sie verlassen wurde.</translation>
    </message>
</context>
<context>
    <name>u8i::ui::SettingsFeature</name>
    <message>
        <source>S&amp;yntax</source>
        <translation>S&amp;yntax</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <source>&amp;Configure UTF-8 Inspector…</source>
        <translation>UTF-8 Inspector &amp;einrichten …</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>&amp;About UTF-8 Inspector</source>
        <translation>&amp;Über UTF-8 Inspector</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Default (follows the system palette)</source>
        <translation>&amp;Standard (folgt der Systempalette)</translation>
    </message>
    <message>
        <source>&amp;Automatic (by file type)</source>
        <translation>&amp;Automatisch (nach Dateityp)</translation>
    </message>
    <message>
        <source>&amp;None</source>
        <translation>&amp;Keine</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstige</translation>
    </message>
    <message>
        <source>&amp;Automatic (by file type): %1</source>
        <translation>&amp;Automatisch (nach Dateityp): %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>u8i::ui::ShellHost</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation>&amp;Lernen</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
</context>
<context>
    <name>u8i::ui::StatisticsFeature</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Ctrl+Shift+T</source>
        <translation>Ctrl+Shift+T</translation>
    </message>
    <message>
        <source>Entropy Strip</source>
        <translation>Entropie-Streifen</translation>
    </message>
</context>
<context>
    <name>u8i::ui::StatisticsPanel</name>
    <message>
        <source>Counting bytes</source>
        <translation>Bytes werden gezählt</translation>
    </message>
    <message>
        <source>Whole file</source>
        <translation>Ganze Datei</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>Auswahl</translation>
    </message>
    <message>
        <source>Statistics of</source>
        <translation>Statistik von</translation>
    </message>
    <message>
        <source>Statistics &amp;of:</source>
        <translation>Statistik &amp;von:</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Gestoppt.</translation>
    </message>
    <message>
        <source>Counting %1 bytes…</source>
        <translation>%1 Bytes werden gezählt …</translation>
    </message>
    <message>
        <source>the whole file</source>
        <translation>der ganzen Datei</translation>
    </message>
    <message>
        <source>the selection at 0x%1</source>
        <translation>der Auswahl bei 0x%1</translation>
    </message>
    <message>
        <source>%1 bytes of %2; entropy %3 bits per byte</source>
        <translation>%1 Bytes %2; Entropie %3 Bit pro Byte</translation>
    </message>
    <message>
        <source>ASCII %1 · UTF-8 leads %2 · continuations %3 · ill-formed %4</source>
        <translation>ASCII %1 · UTF-8-Startbytes %2 · Folgebytes %3 · fehlerhaft %4</translation>
    </message>
</context>
<context>
    <name>u8i::ui::StatusBarPresenter</name>
    <message>
        <source>Scanning %p%</source>
        <translation>Prüfung %p%</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop the scan (diagnostics and statistics need it)</source>
        <translation>Prüfung anhalten (Diagnosen und Statistik brauchen sie)</translation>
    </message>
    <message>
        <source>no longer readable</source>
        <translation>nicht mehr lesbar</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Stop: %1</source>
        <translation>Anhalten: %1</translation>
    </message>
    <message>
        <source>not opened: %1</source>
        <translation>nicht geöffnet: %1</translation>
    </message>
    <message>
        <source>no file open</source>
        <translation>keine Datei geöffnet</translation>
    </message>
    <message>
        <source>“%1” was not opened; “%2” stays open.</source>
        <translation>„%1“ wurde nicht geöffnet; „%2“ bleibt geöffnet.</translation>
    </message>
    <message>
        <source>scanning…</source>
        <translation>Prüfung läuft…</translation>
    </message>
    <message>
        <source>reading standard input…</source>
        <translation>Standardeingabe wird gelesen…</translation>
    </message>
    <message>
        <source>scan cancelled</source>
        <translation>Prüfung abgebrochen</translation>
    </message>
    <message>
        <source>%1 · 1 deceptive character</source>
        <translation>%1 · 1 täuschendes Zeichen</translation>
    </message>
    <message>
        <source>%1 · %2 deceptive characters</source>
        <translation>%1 · %2 täuschende Zeichen</translation>
    </message>
    <message>
        <source>0 bytes</source>
        <translation>0 Bytes</translation>
    </message>
    <message>
        <source>Offset %1 (0x%2) of %3</source>
        <translation>Offset %1 (0x%2) von %3</translation>
    </message>
    <message>
        <source>Selection: %1–%2 (1 byte)</source>
        <translation>Auswahl: %1–%2 (1 Byte)</translation>
    </message>
    <message numerus="yes">
        <source>Selection: %1–%2 (%3 bytes)</source>
        <translation>
            <numerusform>Auswahl: %1–%2 (%3 Byte)</numerusform>
            <numerusform>Auswahl: %1–%2 (%3 Bytes)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · 1 run looks like mojibake (%2)</source>
        <translation>%1 · 1 Abschnitt sieht nach Mojibake aus (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n runs look like mojibake (%2)</source>
        <translation>
            <numerusform>%1 · %n Abschnitt sieht nach Mojibake aus (%2)</numerusform>
            <numerusform>%1 · %n Abschnitte sehen nach Mojibake aus (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, ambiguous: left as it is</source>
        <translation>%1, mehrdeutig: unverändert gelassen</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n of them ambiguous: left as they are</source>
        <translation>
            <numerusform>%1, %n davon mehrdeutig: unverändert gelassen</numerusform>
            <numerusform>%1, %n davon mehrdeutig: unverändert gelassen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>u8i::ui::StatusTask</name>
    <message>
        <source>%1… %2%</source>
        <translation>%1… %2 %</translation>
    </message>
    <message>
        <source>%1…</source>
        <translation>%1…</translation>
    </message>
</context>
<context>
    <name>u8i::ui::StdinReader</name>
    <message>
        <source>Reading standard input</source>
        <translation>Standardeingabe wird gelesen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop reading standard input and show what has arrived</source>
        <translation>Das Lesen der Standardeingabe beenden und zeigen, was angekommen ist</translation>
    </message>
    <message>
        <source>Standard input is being read already.</source>
        <translation>Die Standardeingabe wird bereits gelesen.</translation>
    </message>
    <message>
        <source>Standard input is a terminal: pipe data into the program, e.g. “printf &apos;caf\xc3\xa9&apos; | utf8-inspector -”.</source>
        <translation>Die Standardeingabe ist ein Terminal: Leiten Sie Daten in das Programm, z. B. „printf &apos;caf\xc3\xa9&apos; | utf8-inspector -“.</translation>
    </message>
    <message>
        <source>Cannot read standard input: %1.</source>
        <translation>Die Standardeingabe kann nicht gelesen werden: %1.</translation>
    </message>
    <message>
        <source>Reading standard input was cancelled: showing the %1 bytes read before.</source>
        <translation>Das Lesen der Standardeingabe wurde abgebrochen: Die zuvor gelesenen %1 Bytes werden gezeigt.</translation>
    </message>
    <message>
        <source>Cannot read standard input after %1 bytes: %2. Showing the bytes read before the error.</source>
        <translation>Die Standardeingabe kann nach %1 Bytes nicht weitergelesen werden: %2. Die vor dem Fehler gelesenen Bytes werden gezeigt.</translation>
    </message>
    <message>
        <source>Standard input is longer than %1: showing its first %2 bytes. Save it to a file to see it all.</source>
        <translation>Die Standardeingabe ist länger als %1: Ihre ersten %2 Bytes werden gezeigt. Speichern Sie sie in einer Datei, um alles zu sehen.</translation>
    </message>
    <message>
        <source>Reading standard input… %1</source>
        <translation>Standardeingabe wird gelesen … %1</translation>
    </message>
</context>
<context>
    <name>u8i::ui::StringsFeature</name>
    <message>
        <source>Strings</source>
        <translation>Zeichenketten</translation>
    </message>
    <message>
        <source>Next S&amp;tring</source>
        <translation>Nächste Zeichen&amp;kette</translation>
    </message>
    <message>
        <source>Previous Str&amp;ing</source>
        <translation>Vorherige Zeichenke&amp;tte</translation>
    </message>
    <message>
        <source>No string after this point.</source>
        <translation>Keine Zeichenkette nach dieser Stelle.</translation>
    </message>
    <message>
        <source>No string before this point.</source>
        <translation>Keine Zeichenkette vor dieser Stelle.</translation>
    </message>
</context>
<context>
    <name>u8i::ui::StringsModel</name>
    <message>
        <source>Offset</source>
        <translation>Offset</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Bytes</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Zeichen</translation>
    </message>
    <message>
        <source>Encoding</source>
        <translation>Kodierung</translation>
    </message>
    <message>
        <source>Scripts</source>
        <translation>Schriften</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
</context>
<context>
    <name>u8i::ui::StringsPanel</name>
    <message>
        <source>at least </source>
        <translation>mindestens </translation>
    </message>
    <message>
        <source> characters</source>
        <translation> Zeichen</translation>
    </message>
    <message>
        <source>UTF-8 and UTF-16</source>
        <translation>UTF-8 und UTF-16</translation>
    </message>
    <message>
        <source>All scripts</source>
        <translation>Alle Schriften</translation>
    </message>
    <message>
        <source>Filter by text</source>
        <translation>Nach Text filtern</translation>
    </message>
    <message>
        <source>%1 of %2 strings</source>
        <translation>%1 von %2 Zeichenketten</translation>
    </message>
    <message>
        <source> (searching, %1%)</source>
        <translation> (Suche läuft, %1 %)</translation>
    </message>
    <message>
        <source> (the first %1 bytes: the list stops at %2 strings)</source>
        <translation> (die ersten %1 Bytes: Die Liste endet bei %2 Zeichenketten)</translation>
    </message>
    <message>
        <source>Shortest string</source>
        <translation>Kürzeste Zeichenkette</translation>
    </message>
    <message>
        <source>Encodings of the strings</source>
        <translation>Kodierungen der Zeichenketten</translation>
    </message>
    <message>
        <source>Script of the strings</source>
        <translation>Schrift der Zeichenketten</translation>
    </message>
    <message>
        <source>Filter the strings by text</source>
        <translation>Zeichenketten nach Text filtern</translation>
    </message>
    <message>
        <source>Strings found</source>
        <translation>Gefundene Zeichenketten</translation>
    </message>
</context>
<context>
    <name>u8i::ui::StringsSearch</name>
    <message>
        <source>Finding strings</source>
        <translation>Zeichenketten werden gesucht</translation>
    </message>
</context>
<context>
    <name>u8i::ui::TaskProgress</name>
    <message>
        <source>S&amp;top</source>
        <translation>&amp;Anhalten</translation>
    </message>
</context>
<context>
    <name>u8i::ui::TextView</name>
    <message>
        <source>%1 at offset %2 (0x%3), bytes %4</source>
        <translation>%1 an Offset %2 (0x%3), Bytes %4</translation>
    </message>
    <message>
        <source>%1: an invisible format character</source>
        <translation>%1: ein unsichtbares Formatzeichen</translation>
    </message>
    <message>
        <source>No font on this system has a glyph for %1.</source>
        <translation>Keine Schrift auf diesem System hat eine Glyphe für %1.</translation>
    </message>
    <message>
        <source>Text view</source>
        <translation>Textansicht</translation>
    </message>
    <message>
        <source>U+FFFD replacement for the byte at offset %1 (0x%2)
ill-formed (%3): %4</source>
        <translation>U+FFFD als Ersatz für das Byte an Offset %1 (0x%2)
fehlerhaft (%3): %4</translation>
    </message>
    <message>
        <source>U+FFFD replacement for the bytes at offset %1 (0x%2)
ill-formed (%3): %4</source>
        <translation>U+FFFD als Ersatz für die Bytes an Offset %1 (0x%2)
fehlerhaft (%3): %4</translation>
    </message>
</context>
<context>
    <name>u8i::ui::UserGuide</name>
    <message>
        <source>UTF-8 Inspector User Guide</source>
        <translation>UTF-8 Inspector – Benutzerhandbuch</translation>
    </message>
    <message>
        <source>&amp;Contents</source>
        <translation>&amp;Inhalt</translation>
    </message>
</context>
<context>
    <name>u8i::ui::ValueTable</name>
    <message>
        <source>&amp;Copy Value</source>
        <translation>Wert &amp;kopieren</translation>
    </message>
</context>
<context>
    <name>u8i::ui::ViewAsPanel</name>
    <message>
        <source>UTF-8</source>
        <translation>UTF-8</translation>
    </message>
    <message>
        <source>View as:</source>
        <translation>Ansehen als:</translation>
    </message>
    <message>
        <source>Decoding %1 as %2…</source>
        <translation>%1 wird als %2 dekodiert …</translation>
    </message>
    <message>
        <source>Showing %1 as %2: %3 of %4 lines…</source>
        <translation>%1 als %2: %3 von %4 Zeilen …</translation>
    </message>
    <message>
        <source> (the first %1 runs of them)</source>
        <translation> (davon die ersten %1 Abschnitte)</translation>
    </message>
    <message>
        <source>; lines longer than %1 characters are broken for display</source>
        <translation>; Zeilen mit mehr als %1 Zeichen werden für die Anzeige umbrochen</translation>
    </message>
    <message>
        <source>; only the first %1 lines are shown</source>
        <translation>; nur die ersten %1 Zeilen werden gezeigt</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Show the previous %1 of the selection</source>
        <translation>Die vorherigen %1 der Auswahl zeigen</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Show the next %1 of the selection</source>
        <translation>Die nächsten %1 der Auswahl zeigen</translation>
    </message>
    <message>
        <source>Decoding</source>
        <translation>Dekodierung</translation>
    </message>
    <message>
        <source>; a window of a %1 selection, bytes %2–%3: Previous and Next show the rest</source>
        <translation>; ein Ausschnitt einer Auswahl von %1, Bytes %2–%3: „Zurück“ und „Weiter“ zeigen den Rest</translation>
    </message>
    <message>
        <source>The bytes read as UTF-8</source>
        <translation>Die Bytes als UTF-8 gelesen</translation>
    </message>
    <message>
        <source>The bytes read in the chosen charset</source>
        <translation>Die Bytes im gewählten Zeichensatz gelesen</translation>
    </message>
    <message>
        <source>1 byte</source>
        <translation>1 Byte</translation>
    </message>
    <message numerus="yes">
        <source>%Ln bytes</source>
        <translation>
            <numerusform>%Ln Byte</numerusform>
            <numerusform>%Ln Bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 as %2: 1 character</source>
        <translation>%1 als %2: 1 Zeichen</translation>
    </message>
    <message numerus="yes">
        <source>%1 as %2: %3 characters</source>
        <translation>
            <numerusform>%1 als %2: %3 Zeichen</numerusform>
            <numerusform>%1 als %2: %3 Zeichen</numerusform>
        </translation>
    </message>
    <message>
        <source>, 1 undefined byte (marked)</source>
        <translation>, 1 undefiniertes Byte (markiert)</translation>
    </message>
    <message numerus="yes">
        <source>, %Ln undefined bytes (marked)</source>
        <translation>
            <numerusform>, %Ln undefiniertes Byte (markiert)</numerusform>
            <numerusform>, %Ln undefinierte Bytes (markiert)</numerusform>
        </translation>
    </message>
</context>
</TS>
