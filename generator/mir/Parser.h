//===- Parser.h - parse rustc --emit=mir text into the AST ----*- C++ -*-===//
#ifndef RSGPU_MIR_PARSER_H
#define RSGPU_MIR_PARSER_H

#include "mir/AST.h"
#include "support/Diagnostics.h"
#include <optional>

namespace rsgpu::mir {

/// Parses the whole buffer `bufferId` of `diags.sourceMgr()`. On malformed
/// input it reports one RG00xx diagnostic (file:line:col) and returns nullopt;
/// it never crashes, and its recursion depth is bounded.
std::optional<Module> parseModule(unsigned bufferId, DiagEngine &diags);

/// Parses a type written in MIR syntax (used for `rsgpu::struct` field types).
/// Returns null and reports RG00xx on failure.
TypeP parseTypeText(unsigned bufferId, const char *begin, const char *end,
                    DiagEngine &diags);

/// Reads the kernel! and gpu_struct! markers of `m` (Declarations.cpp):
/// RG0103 (malformed kernel marker, or no function of that name), RG0104
/// (malformed or duplicate struct, malformed field), RG0107 (duplicate
/// kernel). Returns nullopt after errors.
std::optional<Declarations> parseDeclarations(const Module &m,
                                              DiagEngine &diags);

} // namespace rsgpu::mir

#endif
