//===- EnumSource.h - a fieldless enum's variants from its source -*- C++ -*-===//
#ifndef RSGPU_IR_ENUMSOURCE_H
#define RSGPU_IR_ENUMSOURCE_H

#include "mir/AST.h"

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
/// 20:21>`: rustc's span of `impl .. for ..`), read from the source file;
/// nullopt when the segment names none or the text is not an impl header.
std::optional<ImplHeader> implHeader(const std::string &segment);

} // namespace rsgpu::ir

#endif
