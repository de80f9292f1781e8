//===- rsgpu/rust/shared.hpp - Rust `shared_array` for generated code -----===//
//
// rsgpu-gen lowers the bindings' `shared_array::<T, N>()` (get/set at any
// index, phases by barrier) to this view of rsgpu block shared memory. The
// phases of rsgpu::SharedSlice live in its type, which an unstructured CFG
// cannot follow; rsgpu-gen proves them instead (its S8 shared-phase
// analysis, docs/generator/analyses.md) and writes only through
// `unsafe_set`, at the writes it proved, each with a `// S8:` comment - the
// same contract as SliceMut::unsafe_at. Every access is bounds-checked with
// the Rust binding's message and traced, so the emulator's racecheck still
// checks the proof at run time.
//
//===----------------------------------------------------------------------===//
#ifndef RSGPU_RUST_SHARED_HPP
#define RSGPU_RUST_SHARED_HPP

#include <rsgpu/core/config.hpp>
#include <rsgpu/backend/panic.hpp>
#include <rsgpu/rust/ops.hpp>
#include <rsgpu/backend/trace.hpp>
#include <rsgpu/exec/shared.hpp>
#include <rsgpu/exec/thread.hpp>

#include <cstddef>

namespace rsgpu::rust {

template <class T, std::size_t N> class SharedArray {
public:
  /// Default state of a local declared before its `shared_array()` call.
  SharedArray() = default;

  RSGPU_FN std::size_t len() const { return N; }
  /// Rust: `SharedArray::get` (asserts `i < N`).
  RSGPU_FN T get(std::size_t i, const char *file = __builtin_FILE(),
                 unsigned line = __builtin_LINE()) const {
    check(i, file, line);
    rsgpu::detail::trace(data_ + i, sizeof(T), rsgpu::detail::AccessKind::Read);
    return data_[i];
  }
  /// Rust: `SharedArray::set`. Only at writes the generator's S8 analysis
  /// proved: no other thread reads or writes slot `i` in this barrier phase.
  RSGPU_FN void unsafe_set(std::size_t i, const T &v,
                           const char *file = __builtin_FILE(),
                           unsigned line = __builtin_LINE()) const {
    check(i, file, line);
    rsgpu::detail::trace(data_ + i, sizeof(T),
                         rsgpu::detail::AccessKind::Write);
    data_[i] = v;
  }

  /// Rust: `shared_atomics::<T, N>()[i]`, a block-scope atomic (the handle
  /// rsgpu-gen uses only this way). Rust checks `i < N` before; so does this.
  RSGPU_FN rsgpu::Atomic<T, rsgpu::scope::Block>
  at(std::size_t i, const char *file = __builtin_FILE(),
     unsigned line = __builtin_LINE()) const {
    check(i, file, line);
    return rsgpu::Atomic<T, rsgpu::scope::Block>(data_ + i);
  }

  /// What Rust's `shared_array()` holds before any write: `T::default()`.
  /// Called by every thread of the block at the kernel's entry (each
  /// zeroes a strided share of the slots), followed by one block barrier.
  template <int D>
  RSGPU_FN void zero_fill(const rsgpu::BasicThread<D> &t) const {
    auto b = t.block();
    for (std::size_t i = b.thread_rank(); i < N; i += b.size()) {
      rsgpu::detail::trace(data_ + i, sizeof(T),
                           rsgpu::detail::AccessKind::Write);
      data_[i] = T{};
    }
  }

  template <class U, std::size_t M, int D, class Tag>
  friend RSGPU_FN SharedArray<U, M> shared_array(const rsgpu::BasicThread<D> &,
                                                 Tag);

private:
  RSGPU_FN explicit SharedArray(T *d) : data_(d) {}
  RSGPU_FN void check(std::size_t i, const char *file, unsigned line) const {
    if (RSGPU_UNLIKELY(i >= N))
      panic_msg("shared array index out of bounds", file, line);
  }
  T *data_ = nullptr;
};

/// Rust: `shared_array::<T, N>()`. `tag` names the declaration (`[] {}` at
/// the call site): one block-shared array per call site, as in the bindings.
template <class T, std::size_t N, int D, class Tag>
RSGPU_FN SharedArray<T, N> shared_array(const rsgpu::BasicThread<D> &t,
                                        Tag tag) {
  auto s = rsgpu::shared<T, N>(t.block(), tag);
  return SharedArray<T, N>(rsgpu::detail::SharedAccess::data(s));
}

} // namespace rsgpu::rust

#endif // RSGPU_RUST_SHARED_HPP
