//===- TypeMapper.h - MIR type syntax -> IR types -------------*- C++ -*-===//
#ifndef RSGPU_IR_TYPEMAPPER_H
#define RSGPU_IR_TYPEMAPPER_H

#include "ir/IR.h"
#include "mir/AST.h"

#include "llvm/ADT/StringRef.h"
#include <map>

namespace rsgpu::ir {

class TypeMapper {
public:
  explicit TypeMapper(Module &m) : mod(m) {}
  /// The IR type of `t`, or null with `why` set when rsgpu-gen does not
  /// support it on the device.
  const Type *map(const mir::Type &t, std::string &why);
  /// `{closure@FILE:L:C: ..}` -> the key `closure@FILE:L:C:` (one closure).
  static std::string closureKey(llvm::StringRef text);
  /// Closure key -> the StructDef of its captures (Builder.cpp's pre-pass).
  std::map<std::string, std::string> closures;

private:
  const Type *named(const mir::Type &t, std::string &why);
  const Type *coreIter(const mir::Type &t, std::string &why);
  Module &mod;
};

} // namespace rsgpu::ir

#endif
