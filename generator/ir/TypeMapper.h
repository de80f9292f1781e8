//===- TypeMapper.h - MIR type syntax -> IR types -------------*- C++ -*-===//
#ifndef RSGPU_IR_TYPEMAPPER_H
#define RSGPU_IR_TYPEMAPPER_H

#include "ir/IR.h"
#include "ir/ImplMatch.h"
#include "mir/AST.h"

#include "llvm/ADT/StringRef.h"
#include <map>
#include <optional>
#include <set>

namespace rsgpu::ir {

class TypeMapper {
public:
  explicit TypeMapper(Module &m) : mod(m) {}
  /// The IR type of `t`, or null with `why` set when rsgpu-gen does not
  /// support it on the device.
  const Type *map(const mir::Type &t, std::string &why);
  /// `{closure@FILE:L:C: ..}` -> the key `closure@FILE:L:C:` (one closure).
  static std::string closureKey(llvm::StringRef text);
  /// The closure key of a closure body's first parameter (`{closure@..}`,
  /// `&{closure@..}`, `&mut {closure@..}`), else "": not of a parameter whose
  /// type merely mentions a closure (`Map<Iter<f32>, {closure@..}>` of a
  /// generic fn's instance).
  static std::string selfClosureKey(const mir::Type &t);
  /// Closure key -> the StructDef of its captures (Builder.cpp's pre-pass).
  std::map<std::string, std::string> closures;
  /// Fieldless enums of the crate whose discriminants MIR spells
  /// (`const Op::Add::{constant#0}: u32 = const 0_u32;`): name -> the
  /// discriminant's integer type, and `Enum::Variant` -> its value
  /// (ir/Enums.cpp). Values of such an enum are that integer in the IR.
  std::map<std::string, const Type *> enums;
  std::map<std::string, uint64_t> variants;
  /// Enums the MIR takes a discriminant of that are not mapped (variants
  /// with data, or discriminants not read): named as enums in RG0101.
  std::set<std::string> unmappedEnums;
  /// FnBuilder::printed, computed once per module (nullopt: not yet).
  std::optional<PrintedPaths> printedPaths;
  /// An enum with data rsgpu-gen refused (ir/DataEnums.cpp): name -> why.
  std::map<std::string, std::string> enumWhy;
  TypeContext &types() { return *mod.types; }
  /// O3 core internals: a closure core defines (`{closure@<f32 as
  /// Sum<&f32>>::sum..}`) or a core function item passed as one, by
  /// ir/CoreClosures.def -> a StructDef with `coreFn` set (ir/CoreClosures.cpp);
  /// null with `why` set when not mapped.
  const Type *coreClosure(llvm::StringRef text, std::string &why);
  /// A constant core promoted (ir/CoreClosures.def's RSGPU_CORE_PROMOTED):
  /// 0 for `ControlFlow::Continue(())`, 1 for `Break(())`, -1 if none.
  static int corePromoted(const mir::Path &p);
  /// Its text -> the StructDef's name.
  std::map<std::string, std::string> coreFns;

private:
  const Type *named(const mir::Type &t, std::string &why);
  const Type *flattenCompat(const mir::Path &p, const Type *map,
                            const Type *into, std::string &why);
  const Type *coreIter(const mir::Type &t, std::string &why);
  Module &mod;
};

} // namespace rsgpu::ir

#endif
