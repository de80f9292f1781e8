//===- FmtPanics.h - panics with formatted messages -------------*- C++ -*-===//
//
// The locals of a body that exist only to format a panic message (FmtPanics.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_IR_FMTPANICS_H
#define RSGPU_IR_FMTPANICS_H

#include "mir/AST.h"

#include <set>
#include <string>

namespace rsgpu::ir {

/// A type of core's formatting machinery (`fmt::Arguments`, `rt::Argument`,
/// `AssertKind`, function pointers to `fmt`, ...).
bool isFmtType(const mir::Type &t);
/// A call that ends in a panic (`panic_fmt`, `assert_failed`, ...).
bool isPanicCallee(const mir::Path &p);
/// The locals of `body` that only feed a panic's message: those of a
/// formatting type and, transitively, those read only to define them.
std::set<unsigned> fmtOnlyLocals(const mir::Body &body);
/// The format string (`value {} at {}`) the panic argument `local` was
/// built from, "" if none is found.
std::string fmtTemplate(const mir::Body &body, unsigned local);
/// core::fmt's template bytes as MIR prints a byte string
/// (`\x06value \xc0\x00`) decoded to a format string (`value {}`); bytes
/// that are not a template come back printable (`\xNN` escapes).
std::string decodeFmtTemplate(const std::string &escaped);

} // namespace rsgpu::ir

#endif
