//===- Diag.h - the checker's findings, through the shared renderer -*- C++ -*-===//
//
// Every finding of rsgpu-check goes through Reporter: it applies
// suppressions, drops duplicates (a template instantiated twice reports
// once), sorts by location and prints through diag/Render.h, the one
// rendering rsgpu-gen's DiagEngine uses too.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_CLANG_DIAG_H
#define RSGPU_CLANG_DIAG_H

#include "ClangCheck.h"
#include "diag/Render.h"

#include "clang/AST/Decl.h"
#include "clang/Basic/SourceManager.h"
#include <set>

namespace rsgpu::clangcheck {

/// One rule = one error code (docs/checker.md lists them).
enum class Rule {
  UseAfterMove,     // RG0401 S13
  LaunchAlias,      // RG0402 S3
  SharedEscape,     // RG0403 S7
  DivergentBarrier, // RG0404 S8
  DivergentWarp,    // RG0405 S9
  RawSync,          // RG0406
  RawAtomic,        // RG0407
  RawWarp,          // RG0408
  RawAlloc,         // RG0409
  RawPointer,       // RG0410
  SharedReuse,      // RG0412 S8
  HostGlobal,       // RG0413 S2
};

struct RuleInfo {
  const char *code;
  const char *key; ///< for `// rsgpu: allow(key)`
  bool error;      ///< false: warning
};
const RuleInfo &ruleInfo(Rule r);

/// A note attached to a finding; `loc` may be invalid (a plain `= note:`).
struct NoteSpec {
  std::string message;
  clang::SourceLocation loc;
};

class Reporter {
public:
  Reporter(const CheckOptions &opts, llvm::raw_ostream &os,
           const FindingCallback *callback = nullptr)
      : opts(opts), os(os), callback(callback) {}

  /// Starts a translation unit (findings are sorted and flushed per TU).
  void beginTU(const clang::SourceManager &sm) { this->sm = &sm; }
  /// Records a finding at `loc`. `context`: the innermost declaration around
  /// it, searched (with its parents) for [[clang::annotate("rsgpu::allow")]].
  void report(Rule rule, clang::SourceLocation loc, const llvm::Twine &message,
              std::vector<NoteSpec> notes, const llvm::Twine &help,
              const clang::Decl *context);
  /// A compiler error of the TU (the file cannot be parsed): RG0400.
  void compilerError(const Finding &f);
  /// Prints the TU's findings in source order.
  void endTU();

  unsigned errorCount() const { return errors; }
  unsigned warningCount() const { return warnings; }

private:
  struct Pending {
    Finding finding;
    std::string snippet;   ///< the source line
    unsigned caretLen = 1; ///< token length under the caret
    std::vector<std::string> noteSnippets;
    std::vector<unsigned> noteCaretLens;
    unsigned offset = 0; ///< for sorting
  };
  bool suppressed(Rule rule, clang::SourceLocation loc,
                  const clang::Decl *context) const;
  void print(const Pending &p);
  static diag::Rendered render(const Pending &p);
  void printHuman(const Pending &p);
  void printJson(const Pending &p);

  const CheckOptions &opts;
  llvm::raw_ostream &os;
  const FindingCallback *callback;
  const clang::SourceManager *sm = nullptr;
  std::vector<Pending> pending;
  std::set<std::pair<std::string, unsigned>> seen; // (code, raw loc)
  unsigned errors = 0, warnings = 0;
};

} // namespace rsgpu::clangcheck

#endif
