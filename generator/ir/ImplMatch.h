//===- ImplMatch.h - which of the crate's impls an item belongs to -*- C++
//-*-===//
//
// rustc names a method of the crate's impls by the impl's place only
// (`<impl at k.rs:9:1: 9:13>::weight`) and calls it `<A as W>::weight` or
// `A::make`. Which call reaches which body is decided here, once, for the
// builder's calls (Builder.cpp ownMethod), associated consts (BuildValues)
// and trait defaults (Monomorphize): the impl's header, read from the
// source (EnumSource.h implHeader) in the impl's module, against the paths
// rustc prints. A header this cannot read for certain is Unknown, never a
// guess (docs/generator/generics.md "Which impl a call runs").
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_IR_IMPLMATCH_H
#define RSGPU_IR_IMPLMATCH_H

#include "mir/AST.h"

#include <map>
#include <set>
#include <string>

namespace rsgpu::ir {

/// The paths rustc prints in the module: types (locals' types, the self
/// types of calls and constants, nested ones included) and traits (`<A as
/// t1::W>`). Canonical paths of the items, never an alias or a `use`d name;
/// a name unique in the crate graph is printed bare (`Q` for `tm::Q`), an
/// item of the crate's root always is.
struct PrintedPaths {
  std::set<std::string> types, traits;
  /// What precedes a method in a plain call path (`B` of `B::make`, `m1` of
  /// `m1::helper`): a type's path unless it is a module's or a fn's (which
  /// no impl header names) or the name is also a type alias's.
  std::set<std::string> prefixes;
};
PrintedPaths printedPaths(const mir::Module &m);

/// A call's self type as matchImpl compares it: a path type's path (`m1::P`)
/// and generic arguments (EnumSource.h genericArgsKey: `<u32>`), `&` or
/// `&mut ` for a reference to one; an array, tuple or slice type's text
/// without blanks (`[A;2]`) in `compound`; all empty for any other type.
struct ImplSelf {
  std::string ref, path, args, compound;
};
/// `<T as W>::m`'s T.
ImplSelf implSelf(const mir::Type &t);
/// `G::<u32>::make`'s `G::<u32>` (an inherent method's path).
ImplSelf implSelf(const mir::Path &p);

/// Unknown: the header is not read for certain. TypeUnknown: its trait is
/// the call's, its type is not read (a `self` receiver's type may then tell
/// the impls apart; nothing can tell two traits apart).
enum class ImplMatch { Yes, No, TypeUnknown, Unknown };

/// Whether `item` (`[mod::]<impl at ..>::name`: a method or associated const
/// of an impl of the crate) belongs to `impl trait for self` (`trait` a
/// printed trait path without generic arguments, "" for an inherent impl;
/// `self` the call's). Yes or No only when the header says so for certain:
/// its type and trait paths, read in the impl's module (an alias the crate's
/// root declares, `type Bee = B;`, read through), are the printed ones (or a
/// reference's kind, an array's or tuple's shape, a trait's unique name
/// tells them apart); Unknown otherwise (a macro's `$t`, a `use`d name, an
/// alias in a module, a type parameter).
///
/// An impl of the crate's root whose type names its own parameters
/// (`impl<T: Mark> Tr for W<T>`) matches a call's `W<u8>` when its other
/// arguments are the call's and every bound holds for the types its
/// parameters bind (ImplBounds.h: the crate's impls of `Mark` in the
/// source); `binding` then says where each parameter's type is in the
/// call's (ImplBinding).
using ImplBinding = std::map<std::string, size_t>;
ImplMatch matchImpl(const mir::Item &item, const ImplSelf &self,
                    const std::string &trait, const PrintedPaths &printed,
                    ImplBinding *binding = nullptr);

/// The method's body takes `self` (`debug self => _1`): its first
/// parameter is the impl's own type, which the argument types then match.
bool hasSelfReceiver(const mir::Item &it);

/// `FILE:L:C` of the `<impl at FILE:L:C: L:C>` segment of an item's path.
std::string implLocation(const mir::Item &it);

} // namespace rsgpu::ir

#endif
