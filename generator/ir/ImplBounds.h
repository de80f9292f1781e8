//===- ImplBounds.h - whether a type satisfies an impl's bound -*- C++ -*-===//
//
// `impl<T: Mark> Tr for W<T>` is `W<u8>`'s impl of Tr exactly when `u8:
// Mark`. Which types a trait of the crate holds for is read from the
// crate's impls in the source (EnumSource.h sourceImpls: an impl that keeps
// every default, `impl Mark for u8 {}`, has no item in the MIR); a few core
// traits of primitive types are known. Yes or No only when certain, Unknown
// otherwise (docs/generator/generics.md "Which impl a call runs").
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_IR_IMPLBOUNDS_H
#define RSGPU_IR_IMPLBOUNDS_H

#include "ir/ImplMatch.h"

#include <string>

namespace rsgpu::ir {

/// Whether `type` (a printed type's text without blanks, as ImplSelf and
/// genericArgsKey write it: `u8`, `A`, `m::P`, `G<u32>`, `&A`, `[A;2]`)
/// satisfies `bound` (a bound's path as the header writes it, `Mark`,
/// `Copy`), the header in the crate's root module of the source `source`.
/// Yes, No or Unknown (TypeUnknown is not returned).
ImplMatch satisfiesBound(const std::string &type, const std::string &bound,
                         const std::string &source,
                         const PrintedPaths &printed);

} // namespace rsgpu::ir

#endif
