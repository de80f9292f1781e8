//===- Diagnostics.cpp - rustc-style text and JSON diagnostics ------------===//
#include "support/Diagnostics.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/WithColor.h"

using namespace rsgpu;
using namespace llvm;

static StringRef severityName(Severity s) {
  switch (s) {
  case Severity::Error:
    return "error";
  case Severity::Warning:
    return "warning";
  case Severity::Note:
    return "note";
  }
  return "error";
}

std::string rsgpu::describeLoc(SourceMgr &sm, SMLoc loc) {
  if (!loc.isValid())
    return "<unknown>";
  unsigned buf = sm.FindBufferContainingLoc(loc);
  if (!buf)
    return "<unknown>";
  auto [line, col] = sm.getLineAndColumn(loc, buf);
  return formatv("{0}:{1}:{2}", sm.getMemoryBuffer(buf)->getBufferIdentifier(),
                 line, col)
      .str();
}

void DiagEngine::report(const Diagnostic &d) {
  if (d.severity == Severity::Error)
    ++errors;
  else if (d.severity == Severity::Warning)
    ++warnings;
  history.push_back(d);
  if (limit && errors > limit)
    return;
  if (format == DiagFormat::Json)
    printJson(d);
  else
    printHuman(d);
}

void DiagEngine::error(SMLoc loc, StringRef code, const Twine &msg,
                       std::vector<std::string> notes) {
  report({Severity::Error, code.str(), msg.str(), loc, std::move(notes)});
}

void DiagEngine::error(StringRef code, const Twine &msg,
                       std::vector<std::string> notes) {
  report({Severity::Error, code.str(), msg.str(), SMLoc(), std::move(notes)});
}

void DiagEngine::warning(SMLoc loc, StringRef code, const Twine &msg,
                         std::vector<std::string> notes) {
  report({Severity::Warning, code.str(), msg.str(), loc, std::move(notes)});
}

void DiagEngine::printHuman(const Diagnostic &d) {
  {
    WithColor head(os,
                   d.severity == Severity::Error ? HighlightColor::Error
                                                 : HighlightColor::Warning,
                   color ? ColorMode::Auto : ColorMode::Disable);
    head.get() << severityName(d.severity);
    if (!d.code.empty())
      head.get() << "[" << d.code << "]";
  }
  os << ": " << d.message << "\n";
  unsigned buf = d.loc.isValid() ? sm.FindBufferContainingLoc(d.loc) : 0;
  if (buf) {
    auto [line, col] = sm.getLineAndColumn(d.loc, buf);
    const MemoryBuffer *mb = sm.getMemoryBuffer(buf);
    std::string lineNo = std::to_string(line);
    std::string pad(lineNo.size(), ' ');
    os << pad << "--> " << mb->getBufferIdentifier() << ":" << line << ":"
       << col << "\n";
    // The source line, tabs kept as single columns.
    const char *start = d.loc.getPointer() - (col - 1);
    const char *end = start;
    while (end < mb->getBufferEnd() && *end != '\n' && *end != '\r')
      ++end;
    StringRef text(start, end - start);
    if (text.size() > 200)
      text = text.take_front(200);
    os << pad << " |\n" << lineNo << " | " << text << "\n";
    os << pad << " | " << std::string(col - 1, ' ') << "^\n";
  }
  for (const std::string &n : d.notes)
    os << std::string(buf ? std::to_string(sm.getLineAndColumn(d.loc, buf)
                                               .first)
                                .size()
                          : 0,
                      ' ')
       << " = note: " << n << "\n";
}

void DiagEngine::printJson(const Diagnostic &d) {
  json::Object o{{"level", severityName(d.severity)},
                 {"code", d.code},
                 {"message", d.message}};
  unsigned buf = d.loc.isValid() ? sm.FindBufferContainingLoc(d.loc) : 0;
  if (buf) {
    auto [line, col] = sm.getLineAndColumn(d.loc, buf);
    o["file"] = sm.getMemoryBuffer(buf)->getBufferIdentifier().str();
    o["line"] = line;
    o["column"] = col;
  }
  json::Array notes;
  for (const std::string &n : d.notes)
    notes.push_back(n);
  o["notes"] = std::move(notes);
  os << json::Value(std::move(o)) << "\n";
}
