//===- DataEnums.h - the crate's enums whose variants carry data -*- C++
//-*-===//
#ifndef RSGPU_IR_DATAENUMS_H
#define RSGPU_IR_DATAENUMS_H

#include "ir/EnumSource.h"
#include "ir/IR.h"
#include "ir/TypeMapper.h"
#include "mir/AST.h"

#include <deque>
#include <memory>

namespace rsgpu::ir {

/// Declares each enum of the crate whose variants carry data (`enum Shape
/// { Circle(f32), Rect { w: f32, h: f32 }, Empty }`) and each instance of a
/// generic one (`Either<f32, u32>`: `Either_f32_u32`) that a local's type
/// names, as a StructDef with `variants` (IR.h): in two steps, so that plain
/// structs and enums may hold each other.
class DataEnums {
public:
  /// The names, before registerPlainStructs (whose fields may be enums).
  void declare(const mir::Module &m, Module &mod, TypeMapper &tm);
  /// The fields, after it (a payload may be a plain struct). An enum whose
  /// payload rsgpu-gen cannot hold is dropped, with the reason in
  /// `tm.enumWhy` (RG0101 where it is used); so is a plain struct that
  /// holds a dropped enum.
  void complete(Module &mod, TypeMapper &tm);

private:
  struct Instance {
    std::string name, rustName;
    std::shared_ptr<const SourceDataEnum> decl;
    std::vector<mir::TypeP> args; ///< the generic parameters' types
  };
  std::vector<Instance> pending;
  std::deque<std::string> texts; ///< the parsed field types' text
};

} // namespace rsgpu::ir

#endif
