//===- Diagnostics.h - the one diagnostics engine of rsgpu-gen -*- C++ -*-===//
//
// Every user-facing error of rsgpu-gen goes through DiagEngine, which prints
// through diag/Render.h (shared with rsgpu-check): rustc-style text
// (`error[RG0011]: ...`, `--> file:line:col`, a snippet with a caret,
// `= note:` lines) or one JSON object per line with --error-format=json.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_SUPPORT_DIAGNOSTICS_H
#define RSGPU_SUPPORT_DIAGNOSTICS_H

#include "llvm/Support/SMLoc.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace rsgpu {

enum class Severity { Error, Warning, Note };
enum class DiagFormat { Human, Json };

struct Diagnostic {
  Severity severity = Severity::Error;
  std::string code; ///< "RG0011"; empty for plain notes.
  std::string message;
  llvm::SMLoc loc; ///< Invalid when the diagnostic has no source position.
  std::vector<std::string> notes;
};

class DiagEngine {
public:
  DiagEngine(llvm::SourceMgr &sm, llvm::raw_ostream &os,
             DiagFormat format = DiagFormat::Human, bool color = false)
      : sm(sm), os(os), format(format), color(color) {}

  /// Prints `d` and counts it.
  void report(const Diagnostic &d);
  void error(llvm::SMLoc loc, llvm::StringRef code, const llvm::Twine &msg,
             std::vector<std::string> notes = {});
  /// An error without a source position (e.g. unreadable file).
  void error(llvm::StringRef code, const llvm::Twine &msg,
             std::vector<std::string> notes = {});
  void warning(llvm::SMLoc loc, llvm::StringRef code, const llvm::Twine &msg,
               std::vector<std::string> notes = {});

  unsigned errorCount() const { return errors; }
  unsigned warningCount() const { return warnings; }
  bool hasErrors() const { return errors != 0; }
  /// Stop printing after this many errors (0 = unlimited).
  void setErrorLimit(unsigned n) { limit = n; }
  const std::vector<Diagnostic> &all() const { return history; }
  llvm::SourceMgr &sourceMgr() { return sm; }
  DiagFormat diagFormat() const { return format; }

private:
  void printHuman(const Diagnostic &d);
  void printJson(const Diagnostic &d);

  llvm::SourceMgr &sm;
  llvm::raw_ostream &os;
  DiagFormat format;
  bool color;
  unsigned errors = 0, warnings = 0, limit = 0;
  std::vector<Diagnostic> history;
};

/// "file:line:col" of `loc` (or "file" / "<unknown>").
std::string describeLoc(llvm::SourceMgr &sm, llvm::SMLoc loc);

} // namespace rsgpu

#endif
