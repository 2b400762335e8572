#include "teach_exercise.h"

#include "message_texts.h"
#include "teach_text.h"

#include <u8i/utf8/explain.h>

#include <QRegularExpression>
#include <QStringList>

namespace u8i::ui {

namespace {

Exercise encode(std::vector<std::uint32_t> cps, const QString &title, const QString &prompt)
{
    Exercise e;
    e.kind = Exercise::Kind::Encode;
    e.codePoints = std::move(cps);
    e.title = title;
    e.prompt = prompt;
    return e;
}

Exercise decode(const QByteArray &hex, const QString &title, const QString &prompt)
{
    Exercise e;
    e.kind = Exercise::Kind::Decode;
    const QByteArray b = QByteArray::fromHex(hex);
    e.bytes.assign(b.begin(), b.end());
    e.title = title;
    e.prompt = prompt;
    return e;
}

bool hasForm(std::uint32_t cp)
{
    return explainEncode(cp).encodable;
}

std::vector<std::uint8_t> expectedBytes(const Exercise &e)
{
    std::vector<std::uint8_t> out;
    for (const std::uint32_t cp : e.codePoints) {
        const std::vector<std::uint8_t> b = TeachText::bytesOf(explainEncode(cp));
        out.insert(out.end(), b.begin(), b.end());
    }
    return out;
}

std::vector<std::uint32_t> expectedCodePoints(const Exercise &e)
{
    std::vector<std::uint32_t> out;
    for (const char32_t c : explainDecode(e.bytes).output)
        out.push_back(static_cast<std::uint32_t>(c));
    return out;
}

QString codePointList(const std::vector<std::uint32_t> &cps)
{
    QStringList l;
    for (const std::uint32_t c : cps)
        l << TeachText::uPlus(c);
    return l.join(QLatin1Char(' '));
}

QString listHtml(const QStringList &items)
{
    QString html = QStringLiteral("<ol>");
    for (const QString &i : items)
        html += QStringLiteral("<li>%1</li>").arg(i);
    return html + QStringLiteral("</ol>");
}

bool saysNone(const QString &answer)
{
    static const QRegularExpression none(
        QStringLiteral("^\\s*(none|no|impossible|cannot|can't|not encodable|-|—)\\s*[.!]?\\s*$"),
        QRegularExpression::CaseInsensitiveOption);
    return none.match(answer).hasMatch();
}

// "U+0041 U+FFFD", "41, fffd", "0x41" -> code points; false with a reason when a token is not one.
bool parseCodePoints(const QString &text, std::vector<std::uint32_t> &out, QString &error)
{
    out.clear();
    const QStringList tokens =
        text.split(QRegularExpression(QStringLiteral("[\\s,;]+")), Qt::SkipEmptyParts);
    for (QString t : tokens) {
        if (t.startsWith(QLatin1String("U+"), Qt::CaseInsensitive) ||
            t.startsWith(QLatin1String("0x"), Qt::CaseInsensitive))
            t = t.mid(2);
        bool ok = false;
        const uint v = t.toUInt(&ok, 16);
        if (!ok || t.isEmpty()) {
            error = ExerciseBook::tr("\"%1\" is not a code point (write U+0041 or 41)").arg(t);
            return false;
        }
        out.push_back(v);
    }
    if (out.empty()) {
        error = ExerciseBook::tr("no code points given");
        return false;
    }
    return true;
}

} // namespace

std::vector<Exercise> ExerciseBook::builtIn()
{
    return {
        encode({0x41}, tr("Encode U+0041"),
               tr("Encode <b>U+0041</b> 'A' in UTF-8. Type the bytes in hex, e.g. <code>C3 "
                  "A9</code>.")),
        encode({0x06CD}, tr("Encode U+06CD"),
               tr("Encode <b>U+06CD</b> (ARABIC LETTER YEH WITH TAIL) in UTF-8. Type the bytes in "
                  "hex.")),
        encode({0x2331}, tr("Encode U+2331"),
               tr("Encode <b>U+2331</b> (COUNTERSINK) in UTF-8. Type the bytes in hex.")),
        encode({0x12500}, tr("Encode U+12500"),
               tr("Encode <b>U+12500</b> (a cuneiform sign) in UTF-8. Type the bytes in hex.")),
        decode("F893EA80B25C00", tr("Decode F8 93 EA 80 B2 5C 00"),
               tr("Decode the bytes <code>F8 93 EA 80 B2 5C 00</code> as a standard decoder does. "
                  "Type the code points, e.g. <code>U+0041 U+FFFD</code>, with one U+FFFD for "
                  "each ill-formed part.")),
        encode({0x4D, 0x61, 0x10000}, tr("U+004D U+0061 U+10000"),
               tr("Show that <b>U+004D U+0061 U+10000</b> are the bytes <code>4D 61 F0 90 80 "
                  "80</code>: "
                  "type the UTF-8 of the three code points in hex.")),
        encode({0x10FFFF}, tr("Encode U+10FFFF"),
               tr("Encode <b>U+10FFFF</b>, the last code point. Type the bytes in hex.")),
        encode({0xD800}, tr("Encode U+D800"),
               tr("Encode <b>U+D800</b>. If it has no UTF-8 form, type <code>none</code>.")),
        decode("C0AF", tr("Decode C0 AF"),
               tr("Decode <code>C0 AF</code> as a standard decoder does (one U+FFFD per ill-formed "
                  "part).")),
        decode("E28241", tr("Decode E2 82 41"),
               tr("Decode <code>E2 82 41</code> as a standard decoder does.")),
    };
}

QString ExerciseBook::expectedAnswer(const Exercise &exercise)
{
    if (exercise.kind == Exercise::Kind::Decode)
        return codePointList(expectedCodePoints(exercise));
    for (const std::uint32_t cp : exercise.codePoints)
        if (!hasForm(cp))
            return QStringLiteral("none");
    return TeachText::hexBytes(expectedBytes(exercise));
}

QString ExerciseBook::solution(const Exercise &exercise)
{
    QString html;
    if (exercise.kind == Exercise::Kind::Decode) {
        const DecodeExplanation d = explainDecode(exercise.bytes);
        QStringList steps;
        for (const DecodeStep &s : d.steps)
            steps << messageText(s.why).toHtmlEscaped();
        html += tr("<b>The decoder, byte by byte:</b>") + listHtml(steps);
        html += tr("Result: <code>%1</code>.").arg(codePointList(expectedCodePoints(exercise)));
        return html;
    }
    for (const std::uint32_t cp : exercise.codePoints) {
        const EncodeExplanation e = explainEncode(cp);
        if (exercise.codePoints.size() > 1)
            html += QStringLiteral("<p><b>%1</b></p>")
                        .arg(TeachText::codePointWithChar(cp).toHtmlEscaped());
        if (!e.encodable)
            html += QStringLiteral("<p>%1</p>").arg(messageText(e.whyNot).toHtmlEscaped());
        else if (e.length == 1)
            html += tr("<p>%1 is below U+0080: a single byte, the same as in ASCII: "
                       "<code>%2</code>.</p>")
                        .arg(TeachText::uPlus(cp), TeachText::hexBytes(TeachText::bytesOf(e)));
        else
            html += listHtml(TeachText::encodeSteps(e));
    }
    if (exercise.codePoints.size() > 1)
        html += tr("Together: <code>%1</code>.").arg(expectedAnswer(exercise));
    return html;
}

namespace {

QString paragraphs(const QStringList &lines)
{
    QString html;
    for (const QString &line : lines)
        html += QStringLiteral("<p>%1</p>").arg(line.toHtmlEscaped());
    return html;
}

// Why the code points `given` are not the decoder's `want`, in one sentence.
QString whyCodePointsDiffer(const std::vector<std::uint32_t> &given,
                            const std::vector<std::uint32_t> &want)
{
    const auto countFffd = [](const std::vector<std::uint32_t> &l) {
        return std::count(l.begin(), l.end(), 0xFFFDU);
    };
    QString why;
    if (countFffd(given) != countFffd(want))
        why = ExerciseBook::tr("A standard decoder emits %1 U+FFFD here, one for each maximal "
                               "subpart (ill-formed part); you wrote %2.")
                  .arg(countFffd(want))
                  .arg(countFffd(given));
    else if (given.size() != want.size())
        why = ExerciseBook::tr("The bytes decode to %1 code points; you wrote %2.")
                  .arg(want.size())
                  .arg(given.size());
    else
        for (std::size_t i = 0; i < want.size(); ++i)
            if (given[i] != want[i]) {
                why = ExerciseBook::tr("Code point %1: you wrote %2, the decoder gives %3.")
                          .arg(i + 1)
                          .arg(TeachText::uPlus(given[i]), TeachText::uPlus(want[i]));
                break;
            }
    return why;
}

// Why the bytes `given` are not the UTF-8 `want` of the exercise's code points: what the bytes
// say, and for one code point, the length or the first wrong byte.
QStringList whyBytesDiffer(const Exercise &exercise, const std::vector<std::uint8_t> &given,
                           const std::vector<std::uint8_t> &want)
{
    QStringList why;
    const DecodeExplanation d = explainDecode(given);
    std::vector<std::uint32_t> theirs;
    for (const char32_t c : d.output)
        theirs.push_back(static_cast<std::uint32_t>(c));
    const auto bad = std::find_if(d.steps.begin(), d.steps.end(),
                                  [](const DecodeStep &s) { return !s.accepted_ok; });
    if (bad != d.steps.end())
        why << ExerciseBook::tr("Your bytes are not valid UTF-8: %1.").arg(messageText(bad->why));
    else
        why << ExerciseBook::tr("Your bytes decode to %1, not %2.")
                   .arg(codePointList(theirs), codePointList(exercise.codePoints));
    if (exercise.codePoints.size() != 1)
        return why;
    const EncodeExplanation e = explainEncode(exercise.codePoints.front());
    if (static_cast<int>(given.size()) != e.length)
        why << ExerciseBook::tr("%1 needs %2 bits, so the length table gives %3 bytes; you wrote "
                                "%4.")
                   .arg(TeachText::uPlus(e.codePoint))
                   .arg(e.bitsNeeded)
                   .arg(e.length)
                   .arg(given.size());
    else
        for (std::size_t i = 0; i < want.size(); ++i)
            if (given[i] != want[i])
                why << ExerciseBook::tr("Byte %1: you wrote %2 (%3), it should be %4 (%5).")
                           .arg(i + 1)
                           .arg(TeachText::hexByte(given[i]), TeachText::binaryByte(given[i]),
                                TeachText::hexByte(want[i]), TeachText::binaryByte(want[i]));
    return why;
}

ExerciseVerdict checkDecode(const Exercise &exercise, const QString &answer, ExerciseVerdict v,
                            const QString &steps)
{
    std::vector<std::uint32_t> given;
    QString error;
    if (!parseCodePoints(answer, given, error)) {
        v.verdict = ExerciseBook::tr("Cannot read the answer: %1.").arg(error);
        return v;
    }
    const std::vector<std::uint32_t> want = expectedCodePoints(exercise);
    if (given == want) {
        v.result = ExerciseVerdict::Result::Right;
        v.verdict = ExerciseBook::tr("Right: %1.").arg(codePointList(want));
        v.explanation = ExerciseBook::solution(exercise);
        return v;
    }
    v.result = ExerciseVerdict::Result::Wrong;
    v.verdict = ExerciseBook::tr("Not quite: the answer is %1.").arg(v.expected);
    v.explanation = paragraphs({whyCodePointsDiffer(given, want)}) + steps;
    return v;
}

// The answer "none": right when the code point has no UTF-8 form.
ExerciseVerdict checkSaysNone(const Exercise &exercise, ExerciseVerdict v, const QString &steps)
{
    if (v.expected == QLatin1String("none")) {
        v.result = ExerciseVerdict::Result::Right;
        v.verdict = ExerciseBook::tr("Right: it has no UTF-8 form.");
        v.explanation = ExerciseBook::solution(exercise);
    } else {
        v.result = ExerciseVerdict::Result::Wrong;
        v.verdict = ExerciseBook::tr("Not quite: it has a UTF-8 form, %1.").arg(v.expected);
        v.explanation = steps;
    }
    return v;
}

// Bytes given for a code point that has no UTF-8 form (a surrogate).
ExerciseVerdict checkBytesForNoForm(const Exercise &exercise,
                                    const std::vector<std::uint8_t> &given, ExerciseVerdict v,
                                    const QString &steps)
{
    v.result = ExerciseVerdict::Result::Wrong;
    v.verdict = ExerciseBook::tr("Not quite: %1 has no UTF-8 form; the answer is \"none\".")
                    .arg(TeachText::uPlus(exercise.codePoints.front()));
    const std::vector<std::uint8_t> cesu =
        TeachText::bytesOf(explainEncode(exercise.codePoints.front()));
    QString why;
    if (given == cesu)
        why = ExerciseBook::tr("%1 is what the bit pattern gives (as CESU-8 or WTF-8 would write "
                               "it), but UTF-8 decoders reject it.")
                  .arg(TeachText::hexBytes(given));
    v.explanation = (why.isEmpty() ? QString() : paragraphs({why})) + steps;
    return v;
}

ExerciseVerdict checkEncode(const Exercise &exercise, const QString &answer, ExerciseVerdict v,
                            const QString &steps)
{
    if (saysNone(answer))
        return checkSaysNone(exercise, v, steps);
    std::vector<std::uint8_t> given;
    Message why;
    if (!parseHexBytes(answer.toStdString(), given, why)) {
        v.verdict = ExerciseBook::tr("Cannot read the answer: %1.").arg(messageText(why));
        return v;
    }
    if (v.expected == QLatin1String("none"))
        return checkBytesForNoForm(exercise, given, v, steps);
    const std::vector<std::uint8_t> want = expectedBytes(exercise);
    if (given == want) {
        v.result = ExerciseVerdict::Result::Right;
        v.verdict = ExerciseBook::tr("Right: %1.").arg(TeachText::hexBytes(want));
        v.explanation = ExerciseBook::solution(exercise);
        return v;
    }
    v.result = ExerciseVerdict::Result::Wrong;
    v.verdict = ExerciseBook::tr("Not quite: the answer is %1.").arg(v.expected);
    v.explanation = paragraphs(whyBytesDiffer(exercise, given, want)) + steps;
    return v;
}

} // namespace

ExerciseVerdict ExerciseBook::check(const Exercise &exercise, const QString &answer)
{
    ExerciseVerdict v;
    v.expected = expectedAnswer(exercise);
    if (answer.trimmed().isEmpty()) {
        v.verdict = tr("Type an answer first.");
        return v;
    }
    const QString steps = tr("<p><b>The correct steps:</b></p>") + solution(exercise);
    if (exercise.kind == Exercise::Kind::Decode)
        return checkDecode(exercise, answer, v, steps);
    return checkEncode(exercise, answer, v, steps);
}

} // namespace u8i::ui
