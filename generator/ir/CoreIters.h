//===- CoreIters.h - the shapes of ir/CoreIters.def's rows ------*- C++ -*-===//
//
// The Shape column of CoreIters.def as an enum, shared by the type mapper
// (ir/TypeMapper.cpp) and the emitter (emit/EmitSlices.cpp), which each read
// the table for their own columns.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_IR_COREITERS_H
#define RSGPU_IR_COREITERS_H

namespace rsgpu::ir {
enum class IterShape {
  Items,
  Values,
  Adapter,
  Pair,
  MapFn,
  AdapterReadOnly,
  PairReadOnly,
  MapFnReadOnly,
  StateFnReadOnly
};
} // namespace rsgpu::ir

#endif
