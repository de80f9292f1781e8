//===- rsgpu/rust/core.hpp - Rust's core library in C++ -------------------===//
//
// The parts of Rust's `core` that kernels use, with Rust's semantics, for
// host and device code (namespace rsgpu::rust): Option and cmp
// (core_cmp.hpp), integer methods (core_num.hpp), float methods
// (core_float.hpp), iterators (core_iter.hpp) and the closures core
// passes to fold at O3 (core_fold.hpp). docs/generator/rust-core.md
// lists every function, its Rust path and how it is tested (tests/rust_core:
// bit for bit against the same function run natively by rustc).
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_RUST_CORE_HPP
#define RSGPU_RUST_CORE_HPP

#include <rsgpu/rust/core_cmp.hpp>
#include <rsgpu/rust/core_convert.hpp>
#include <rsgpu/rust/core_float.hpp>
#include <rsgpu/rust/core_fold.hpp>
#include <rsgpu/rust/core_iter.hpp>
#include <rsgpu/rust/core_num.hpp>
#include <rsgpu/rust/core_result.hpp>
#include <rsgpu/rust/core_slice.hpp>
#include <rsgpu/rust/core_slice_mut.hpp>

#endif // RSGPU_RUST_CORE_HPP
