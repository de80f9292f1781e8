//===- Diag.cpp - rustc-style text and JSON findings ----------------------===//
#include "Diag.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/Lex/Lexer.h"
#include <algorithm>

using namespace clang;
using namespace llvm;

namespace rsgpu::clangcheck {

const RuleInfo &ruleInfo(Rule r) {
  static const RuleInfo table[] = {
      {"RG0401", "use-after-move", true},
      {"RG0402", "launch-alias", true},
      {"RG0403", "shared-escape", true},
      {"RG0404", "divergent-barrier", false},
      {"RG0405", "divergent-warp", false},
      {"RG0406", "raw-sync", false},
      {"RG0407", "raw-atomic", false},
      {"RG0408", "raw-warp", false},
      {"RG0409", "raw-alloc", false},
      {"RG0410", "raw-pointer", false},
      {"RG0412", "shared-reuse", false},
      {"RG0413", "host-global", true},
  };
  return table[static_cast<int>(r)];
}

/// Whether an allow-list such as "raw-sync, raw-atomic" names `key`.
static bool listAllows(StringRef list, StringRef key) {
  SmallVector<StringRef, 4> parts;
  list.split(parts, ',');
  for (StringRef p : parts) {
    p = p.trim();
    if (p == key || p == "all")
      return true;
  }
  return false;
}

/// `// rsgpu: allow(k1, k2)` anywhere in `line`.
static bool lineAllows(StringRef line, StringRef key) {
  for (size_t pos = line.find("rsgpu:"); pos != StringRef::npos;
       pos = line.find("rsgpu:", pos + 1)) {
    StringRef rest = line.substr(pos + 6).ltrim();
    if (!rest.consume_front("allow("))
      continue;
    if (listAllows(rest.take_until([](char c) { return c == ')'; }), key))
      return true;
  }
  return false;
}

bool Reporter::suppressed(Rule rule, SourceLocation loc,
                          const Decl *context) const {
  StringRef key = ruleInfo(rule).key;
  // [[clang::annotate("rsgpu::allow")]] or ("rsgpu::allow(key, ...)") on the
  // function, its class, or any enclosing declaration.
  for (const Decl *d = context; d;) {
    for (const auto *a : d->specific_attrs<AnnotateAttr>()) {
      StringRef s = a->getAnnotation();
      if (s == "rsgpu::allow")
        return true;
      if (s.consume_front("rsgpu::allow(") && listAllows(s.drop_back(), key))
        return true;
    }
    const DeclContext *dc = d->getDeclContext();
    d = dc ? dyn_cast<Decl>(dc) : nullptr;
    if (d && isa<TranslationUnitDecl>(d))
      break;
  }
  // The comment on the line of the finding, or alone on the line above.
  FileID fid;
  unsigned offset;
  std::tie(fid, offset) = sm->getDecomposedLoc(loc);
  bool invalid = false;
  StringRef buf = sm->getBufferData(fid, &invalid);
  if (invalid)
    return false;
  size_t begin = buf.rfind('\n', offset == 0 ? 0 : offset - 1);
  begin = begin == StringRef::npos ? 0 : begin + 1;
  size_t end = buf.find('\n', offset);
  if (lineAllows(buf.slice(begin, end), key))
    return true;
  if (begin > 0) {
    size_t prev = buf.rfind('\n', begin - 1);
    prev = prev == StringRef::npos ? 0 : prev + 1;
    StringRef above = buf.slice(prev, begin - 1).trim();
    if (above.starts_with("//") && lineAllows(above, key))
      return true;
  }
  return false;
}

/// File, line, column, source line and token length at `loc`.
static void describe(const SourceManager &sm, SourceLocation loc,
                     std::string &file, unsigned &line, unsigned &col,
                     std::string *snippet, unsigned *caretLen) {
  PresumedLoc p = sm.getPresumedLoc(loc);
  if (p.isInvalid())
    return;
  file = p.getFilename();
  line = p.getLine();
  col = p.getColumn();
  if (snippet) {
    bool invalid = false;
    const char *start = sm.getCharacterData(loc, &invalid);
    if (!invalid) {
      const char *lineStart = start - (col - 1);
      const char *e = start;
      StringRef buf = sm.getBufferData(sm.getFileID(loc));
      while (e < buf.end() && *e != '\n' && *e != '\r')
        ++e;
      *snippet = std::string(lineStart, e);
      unsigned n = Lexer::MeasureTokenLength(loc, sm, LangOptions());
      *caretLen = std::max(1u, std::min<unsigned>(n, e - start));
    }
  }
}

void Reporter::report(Rule rule, SourceLocation rawLoc, const Twine &message,
                      std::vector<NoteSpec> notes, const Twine &help,
                      const Decl *context) {
  SourceLocation loc = sm->getFileLoc(rawLoc);
  const RuleInfo &info = ruleInfo(rule);
  if (!seen.insert({info.code, loc.getRawEncoding()}).second)
    return;
  if (suppressed(rule, loc, context))
    return;
  Pending p;
  Finding &f = p.finding;
  f.isError = info.error || opts.warningsAsErrors;
  f.code = info.code;
  f.message = message.str();
  describe(*sm, loc, f.file, f.line, f.column, &p.snippet, &p.caretLen);
  p.offset = sm->getFileOffset(loc);
  for (NoteSpec &n : notes) {
    Finding::Note note;
    note.message = std::move(n.message);
    std::string snip;
    unsigned len = 1;
    if (n.loc.isValid())
      describe(*sm, sm->getFileLoc(n.loc), note.file, note.line, note.column,
               &snip, &len);
    f.notes.push_back(std::move(note));
    p.noteSnippets.push_back(std::move(snip));
    p.noteCaretLens.push_back(len);
  }
  std::string h = help.str();
  if (!h.empty()) {
    f.notes.push_back({"help: " + h, "", 0, 0});
    p.noteSnippets.emplace_back();
    p.noteCaretLens.push_back(1);
  }
  pending.push_back(std::move(p));
}

void Reporter::compilerError(const Finding &f) {
  Pending p; // printed now: the TU may never reach endTU()
  p.finding = f;
  print(p);
}

void Reporter::endTU() {
  std::stable_sort(pending.begin(), pending.end(),
                   [](const Pending &a, const Pending &b) {
                     if (a.finding.file != b.finding.file)
                       return a.finding.file < b.finding.file;
                     return a.offset < b.offset;
                   });
  for (const Pending &p : pending)
    print(p);
  pending.clear();
  seen.clear();
}

void Reporter::print(const Pending &p) {
  if (p.finding.isError)
    ++errors;
  else
    ++warnings;
  if (callback) {
    (*callback)(p.finding);
    return;
  }
  if (opts.format == Format::Json)
    printJson(p);
  else
    printHuman(p);
}

/// What a user reads, in the shared form (diag/Render.h).
diag::Rendered Reporter::render(const Pending &p) {
  const Finding &f = p.finding;
  diag::Rendered r;
  r.level = f.isError ? diag::Level::Error : diag::Level::Warning;
  r.code = f.code;
  r.message = f.message;
  r.loc = {f.file, f.line, f.column, p.snippet, p.caretLen};
  for (size_t i = 0; i < f.notes.size(); ++i) {
    const Finding::Note &n = f.notes[i];
    diag::Note dn{n.message, {n.file, n.line, n.column, "", 1}};
    if (!n.file.empty()) {
      dn.loc.snippet = i < p.noteSnippets.size() ? p.noteSnippets[i] : "";
      dn.loc.caretLen = i < p.noteCaretLens.size() ? p.noteCaretLens[i] : 1;
    }
    r.notes.push_back(std::move(dn));
  }
  return r;
}

void Reporter::printHuman(const Pending &p) {
  diag::printHuman(os, render(p),
                   opts.color ? ColorMode::Enable : ColorMode::Disable);
  os << "\n"; // a blank line between findings
}

void Reporter::printJson(const Pending &p) { diag::printJson(os, render(p)); }

} // namespace rsgpu::clangcheck
