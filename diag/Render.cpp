//===- Render.cpp - rustc-style text and JSON diagnostics -----------------===//
#include "Render.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"

#include <algorithm>

using namespace llvm;

namespace rsgpu::diag {

const char *levelName(Level l) {
  switch (l) {
  case Level::Error:
    return "error";
  case Level::Warning:
    return "warning";
  case Level::Note:
    return "note";
  }
  return "error";
}

/// ` --> file:line:col`, the source line and a caret, rustc's layout.
static void printSnippet(raw_ostream &os, const std::string &pad,
                         const Location &l) {
  os << pad << "--> " << l.file << ":" << l.line << ":" << l.column << "\n";
  if (l.snippet.empty() && l.column > 1)
    return;
  os << pad << " |\n" << l.line << " | " << l.snippet << "\n";
  std::string lead;
  for (unsigned i = 0; i + 1 < l.column && i < l.snippet.size(); ++i)
    lead += l.snippet[i] == '\t' ? '\t' : ' ';
  os << pad << " | " << lead << std::string(l.caretLen, '^') << "\n";
}

void printHuman(raw_ostream &os, const Rendered &d, ColorMode color) {
  {
    WithColor head(os,
                   d.level == Level::Error ? HighlightColor::Error
                                           : HighlightColor::Warning,
                   color);
    head.get() << levelName(d.level);
    if (!d.code.empty())
      head.get() << "[" << d.code << "]";
  }
  os << ": " << d.message << "\n";
  std::size_t width = d.loc.file.empty() ? 0 : std::to_string(d.loc.line).size();
  for (const Note &n : d.notes)
    if (!n.loc.file.empty())
      width = std::max(width, std::to_string(n.loc.line).size());
  std::string pad(width, ' ');
  if (!d.loc.file.empty())
    printSnippet(os, pad, d.loc);
  for (const Note &n : d.notes) {
    if (n.loc.file.empty()) {
      os << pad << " = "
         << (StringRef(n.message).starts_with("help: ") ? "" : "note: ")
         << n.message << "\n";
      continue;
    }
    os << "note: " << n.message << "\n";
    printSnippet(os, pad, n.loc);
  }
}

void printJson(raw_ostream &os, const Rendered &d) {
  json::Object o{{"level", levelName(d.level)},
                 {"code", d.code},
                 {"message", d.message}};
  if (!d.loc.file.empty()) {
    o["file"] = d.loc.file;
    o["line"] = d.loc.line;
    o["column"] = d.loc.column;
  }
  json::Array notes, related;
  for (const Note &n : d.notes) {
    if (n.loc.file.empty()) {
      notes.push_back(n.message);
      continue;
    }
    related.push_back(json::Object{{"message", n.message},
                                   {"file", n.loc.file},
                                   {"line", n.loc.line},
                                   {"column", n.loc.column}});
  }
  o["notes"] = std::move(notes);
  o["related"] = std::move(related);
  os << json::Value(std::move(o)) << "\n";
}

} // namespace rsgpu::diag
