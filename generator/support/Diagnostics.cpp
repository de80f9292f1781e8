//===- Diagnostics.cpp - rustc-style text and JSON diagnostics ------------===//
#include "support/Diagnostics.h"

#include "diag/Render.h"
#include "llvm/Support/FormatVariadic.h"

using namespace rsgpu;
using namespace llvm;

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

/// What a user reads, in the shared form (diag/Render.h).
static diag::Rendered render(SourceMgr &sm, const Diagnostic &d) {
  diag::Rendered r;
  r.level = d.severity == Severity::Error     ? diag::Level::Error
            : d.severity == Severity::Warning ? diag::Level::Warning
                                              : diag::Level::Note;
  r.code = d.code;
  r.message = d.message;
  unsigned buf = d.loc.isValid() ? sm.FindBufferContainingLoc(d.loc) : 0;
  if (buf) {
    auto [line, col] = sm.getLineAndColumn(d.loc, buf);
    const MemoryBuffer *mb = sm.getMemoryBuffer(buf);
    r.loc.file = mb->getBufferIdentifier().str();
    r.loc.line = line;
    r.loc.column = col;
    // The source line, at most 200 characters of it.
    const char *start = d.loc.getPointer() - (col - 1);
    const char *end = start;
    while (end < mb->getBufferEnd() && *end != '\n' && *end != '\r')
      ++end;
    r.loc.snippet = StringRef(start, end - start).take_front(200).str();
  }
  for (const std::string &n : d.notes)
    r.notes.push_back({n, {}});
  return r;
}

void DiagEngine::printHuman(const Diagnostic &d) {
  diag::printHuman(os, render(sm, d),
                   color ? ColorMode::Auto : ColorMode::Disable);
}

void DiagEngine::printJson(const Diagnostic &d) {
  diag::printJson(os, render(sm, d));
}
