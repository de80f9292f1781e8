//===- Preamble.h - a precompiled header for a buffer's includes -*- C++ -*-===//
//
// Checking a generated file costs one Clang parse of rsgpu's headers (about
// 2.5 s here) against a few hundred milliseconds for the kernels themselves.
// The leading `#include <...>` lines of the buffer (its preamble) are
// compiled once into a Clang precompiled header, kept in a cache directory
// and reused by every later check with the same compile command: the check
// then parses the buffer with `-include-pch`, and the includes it repeats
// are skipped by their include guards, so lines and findings stay the same.
//
// A cached PCH is used only after Clang has loaded it for an empty file with
// the same command: Clang checks the size and modification time of every
// header it holds, so an edited header (a checkout, an upgrade) rebuilds it.
//
// Cache directory: $RSGPU_CHECK_CACHE_DIR, else $XDG_CACHE_HOME/rsgpu/check,
// else ~/.cache/rsgpu/check; it keeps the PCHs used last, 8 of them (about
// 25 MB each) or $RSGPU_CHECK_CACHE_KEEP. RSGPU_CHECK_CACHE=off parses
// without one.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_CLANG_PREAMBLE_H
#define RSGPU_CLANG_PREAMBLE_H

#include "clang/Basic/Diagnostic.h"
#include "clang/Frontend/FrontendAction.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <memory>
#include <string>
#include <vector>

namespace rsgpu::clangcheck {

/// A file held in memory while Clang runs (the prelude, a checked buffer).
struct VirtualFile {
  std::string path; ///< absolute
  llvm::StringRef text;
};

/// Runs `action` for the driver command line `flags` + `file` in directory
/// `dir`, with `files` laid over the real file system. False when Clang
/// fails. Defined in Checker.cpp.
bool runClang(const std::vector<std::string> &flags, llvm::StringRef file,
              llvm::StringRef dir,
              llvm::ArrayRef<VirtualFile> files,
              std::unique_ptr<clang::FrontendAction> action,
              clang::DiagnosticConsumer &diags);

/// What a precompiled preamble of `code` holds: its leading `#include <...>`
/// lines (blank lines and `//` comments may come between them), one per
/// line, without the comments, so that files differing only there share one.
/// Empty when `code` has no such include before its first other line.
std::string includePreamble(llvm::StringRef code);

/// Where the preamble's text lives while Clang reads it (and the PCH names).
extern const char *const kPreamblePath;

/// The path of a PCH holding `preamble` compiled with `flags` (the check's
/// command line without its file), taken from the cache when
/// Clang accepts it, else built there. Empty when the cache is off or the
/// PCH cannot be built: the caller then parses without one.
std::string cachedPreamblePch(llvm::StringRef preamble,
                              const std::vector<std::string> &flags,
                              llvm::StringRef dir,
                              llvm::ArrayRef<VirtualFile> files);

} // namespace rsgpu::clangcheck

#endif
