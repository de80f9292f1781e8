//===- EnumSource.h - what rsgpu-gen reads from the crate's source -*- C++ -*-===//
//
// The crate's enums (EnumSource.cpp), impl headers (ImplHeaders.cpp) and
// other items (SourceItems.cpp), read from the source file the MIR names;
// the text helpers they share are ir/SourceText.h.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_IR_ENUMSOURCE_H
#define RSGPU_IR_ENUMSOURCE_H

#include "mir/AST.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace rsgpu::ir {

/// A fieldless enum as its source declares it: the variants in declaration
/// order with rustc's discriminants (0.., `= N` or `= -N` resets, +1 after
/// it; a negative one in two's complement over 64 bits) and the
/// `#[repr(int)]` type name ("isize" without one).
struct SourceEnum {
  std::string repr = "isize";
  std::vector<std::pair<std::string, uint64_t>> variants;
};

/// The crate's source file as the MIR names it (`<impl at PATH:l:c: l:c>`,
/// `{closure@PATH:l:c: l:c}`); empty when it names none.
std::string mirSourcePath(const mir::Module &m);

/// `enum name { .. }` declared exactly once in `path`, every variant without
/// fields and every explicit discriminant an integer literal, maybe negated;
/// nullopt otherwise (rsgpu-gen does not guess).
std::optional<SourceEnum> sourceEnum(const std::string &path,
                                     const std::string &name);

/// An enum whose variants carry data, as its source declares it: generic
/// type parameters (in order), the `#[repr(int)]` ("isize" without one),
/// the variants in declaration order with rustc's discriminants (as
/// SourceEnum) and their fields: a tuple variant's named "0", "1", .., a
/// struct variant's by name, each with its type as written.
struct SourceDataEnum {
  std::string repr = "isize";
  std::vector<std::string> generics;
  bool lifetimes = false; ///< declares a lifetime parameter
  struct Variant {
    std::string name;
    uint64_t discr = 0;
    bool braces = false; ///< `V { a: T }` rather than `V(T)`
    std::vector<std::pair<std::string, std::string>> fields;
  };
  std::vector<Variant> variants;
};

/// `enum name<..> { .. }` declared exactly once in `path` with at least one
/// variant that has fields; nullopt otherwise (including a fieldless enum,
/// sourceEnum's, and any text rsgpu-gen does not read: const parameters,
/// discriminants that are not integer literals).
std::optional<SourceDataEnum> sourceDataEnum(const std::string &path,
                                             const std::string &name);

/// Whether the MIR ever names a type `..::name` with a module path: rustc
/// trims a path to the bare name only when the name is unique in the crate
/// graph, so a qualified mention means another item shares it (and the
/// source file's `enum name` may be the other one).
bool namedQualified(const mir::Module &m, const std::string &name);

/// Whether `path` declares a generic struct `struct name<..>` (the crate's
/// own generic structs; core's `Rev::<..>` or `Map::<..>` are not).
bool sourceDeclaresGenericStruct(const std::string &path,
                                 const std::string &name);

/// How many times `path` declares `trait name` (the word `trait` followed by
/// the name; comments left out): 1 when the crate's only trait of that name
/// is declared there, 0 when the name is some other crate's trait.
unsigned sourceTraitCount(const std::string &path, const std::string &name);

/// A generic argument list's text (`<'a, u32, H<f32> >`) without blanks or
/// lifetimes (`<u32,H<f32>>`); "" when there are none left.
std::string genericArgsKey(llvm::StringRef args);

/// `type name = TEXT;` declared exactly once in `path`, outside every
/// module, fn and impl (brace depth 0: an alias of the crate's root): TEXT.
/// Nullopt when not declared so (a generic alias, two declarations, one
/// inside a module).
std::optional<std::string> sourceRootTypeAlias(const std::string &path,
                                               const std::string &name);

/// Whether a `use` (or `extern crate`) of `path` renames something to
/// `name` (`use x::Y as name`, `use x::{Y as name}`): true when the file
/// cannot be read.
bool sourceRenamesTo(const std::string &path, const std::string &name);

/// Whether `path` declares `type name` anywhere (an alias, or an associated
/// type of that name): true when the file cannot be read.
bool sourceDeclaresTypeAlias(const std::string &path, const std::string &name);

/// The source file an `<impl at PATH:l:c: l:c>` segment names ("" if none).
std::string implSourcePath(const std::string &segment);

/// The generic parameters of `fn name<..>` declared exactly once in `path`,
/// in order (lifetimes left out; a const parameter by its name): what a
/// call's turbofish `name::<A, B>` binds when no argument type names them.
/// nullopt when not found, declared more than once, or not generic.
std::optional<std::vector<std::string>>
sourceFnGenerics(const std::string &path, const std::string &name);

/// An impl's header as the source writes it: `impl Filter for Box3` ->
/// trait "Filter", self "Box3"; `impl<T> V2<T>` -> trait "", self "V2" (last
/// path segments, generic arguments dropped).
struct ImplHeader {
  std::string trait, self;
  /// The paths as written, generic arguments dropped (`super::W`,
  /// `crate::m::P`, `P`): resolveImplPath makes them absolute.
  std::string traitText, selfText;
  /// `impl W for &B` / `&'a B`: "&" (`&mut B`: "&mut "), the path B's in
  /// self and selfText; "" for a path type.
  std::string selfRef;
  /// `impl W for [A; 2]` / `(A, u32)`: the type's text without blanks
  /// (`[A;2]`); self and selfText are empty.
  std::string selfCompound;
  /// `impl W for G<u32>`: the type's generic arguments as genericArgsKey
  /// writes them (`<u32>`; "" for none or lifetimes only).
  std::string selfArgs;
  /// The impl's own generic parameters (`impl<'a, T, const N: usize>`: T,
  /// N): names in the header that are no type of the crate.
  std::vector<std::string> params;
  /// Their trait bounds, inline and in a `where` clause (`impl<T: Mark +
  /// Copy>`: {T, Mark}, {T, Copy}), each bound's path as written; lifetimes
  /// and `?Sized` left out. boundsRead is false when a bound is not read
  /// (`T: Mul<Output = T>`, `W<T>: Copy`, `T: Fn(u32)`, a default `T =
  /// u32`): the header's parameters then match no type for certain.
  std::vector<std::pair<std::string, std::string>> bounds;
  bool boundsRead = true;
  /// `#[derive(Default)]`: rustc's span is the derive's trait name (trait
  /// set, self empty); a derived method names its type in its signature.
  bool derive = false;
};

/// `text` (an impl header's path, as ImplHeader keeps it) read in the module
/// `module` (the segments before `<impl at ..>` in the method's MIR path):
/// `crate::a::B` -> `a::B`, `super::B` -> the parent's `B`, `self::B` and a
/// path without such a prefix -> `module::B`. Whether that names a type
/// (and not an alias or a name brought in by `use`) is the caller's to
/// check against the paths rustc prints.
std::string resolveImplPath(const std::vector<std::string> &module,
                            const std::string &text);

/// The header of the impl a MIR path segment names (`<impl at PATH:20:1:
/// 20:21>`: rustc's span of `impl .. for ..`, a `where` clause included),
/// read from the source file, its lines joined (a header over several
/// lines); the type it is for is the text before `where`. Nullopt when the
/// segment names none or the text is not an impl header this reads (a
/// macro's `$t`, a comment inside, a type that is not a path or `&path`).
std::optional<ImplHeader> implHeader(const std::string &segment);

/// An impl header's text (`impl<T: Mark> Tr for W<T> where T: Copy`, blanks
/// single, no comments) read as implHeader reads a span; nullopt for a text
/// this does not read.
std::optional<ImplHeader> parseImplHeader(llvm::StringRef text);

/// Every impl of the source file, as its text writes it: the header from
/// `impl` to the body's `{` (nullopt header: not read), and whether it is
/// in the crate's root (outside every module, fn and block). Impls that
/// keep every default of their trait (`impl Mark for u8 {}`) have no item
/// in the MIR: this is where they are seen. `complete` is false when the
/// file cannot be read or declares a macro (`macro_rules!`), whose
/// expansions may write impls the text does not show.
struct SourceImpl {
  std::optional<ImplHeader> header;
  bool root = false;
};
struct SourceImpls {
  std::vector<SourceImpl> impls;
  bool complete = false;
};
const SourceImpls &sourceImpls(const std::string &path);

/// `trait name` declared exactly once in `path`, in the crate's root (brace
/// depth 0).
bool sourceRootTrait(const std::string &path, const std::string &name);

/// `use P as name;` or `use P;` whose last segment is `name`, in the
/// crate's root (brace depth 0, no braces or glob in it), the only `use` of
/// the file that mentions `name`: P as written. Nullopt otherwise.
std::optional<std::string> sourceRootUse(const std::string &path,
                                         const std::string &name);

/// The modules enclosing `line:col` of `path` (`mod outer { pub mod inner
/// { HERE`: {outer, inner}; {} in the crate's root), read from the source:
/// rustc's MIR names an impl's module by a trimmed path (`inner::<impl at
/// ..>` for `outer::inner`). Nullopt when the place is inside a fn, an impl
/// or another block, or the file cannot be read.
std::optional<std::vector<std::string>>
sourceModules(const std::string &path, unsigned line, unsigned col);

/// Whether `path` declares `struct name`, `enum name` or `union name`
/// (true when the file cannot be read): a type of the crate, not a type
/// parameter of a generic body.
bool sourceDeclaresType(const std::string &path, const std::string &name);

/// Whether a `derive(..)` list of `path` names `name` (true when the file
/// cannot be read): a derive macro writes an impl the text does not show.
bool sourceDerivesName(const std::string &path, const std::string &name);

} // namespace rsgpu::ir

#endif
