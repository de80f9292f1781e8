#pragma once
// Test support for the emulator suite: shared memory, atomics and warp
// intrinsics with CUDA's exact semantics, written directly on the emulator's
// primitives (backend/host/primitives.hpp) — what SharedSlice, Atomic and Warp
// build on, kept independent of them so these tests pin the primitives down.
#include <atomic>
#include <cstring>
#include <string>

#include <catch2/catch.hpp>
#include <rsgpu/backend/host/primitives.hpp>
#include <rsgpu/rsgpu.hpp>

namespace emu {
namespace host = rsgpu::detail::host;
using rsgpu::Check;
using rsgpu::ErrorKind;

/// N elements of block shared memory; Tag tells declarations apart.
template <class T, std::size_t N, int Tag = 0> T *shared() {
  static const char key = 0;
  return static_cast<T *>(host::block_shared_static(&key, N * sizeof(T), alignof(T)));
}
/// Checked views of raw device/shared memory, as the public types make them.
template <class T> rsgpu::SliceMut<T> view_mut(T *p, std::size_t n) {
  return rsgpu::detail::ViewFactory::exclusive<T>(p, 0, n);
}
template <class T> rsgpu::Slice<const T> view(const T *p, std::size_t n) {
  return rsgpu::detail::ViewFactory::shared<T>(const_cast<T *>(p), 0, n);
}
template <class T> T atomic_add(T *p, T v) {
  rsgpu::detail::AtomicTrace traced(p, sizeof(T)); // held across the operation
  return std::atomic_ref<T>(*p).fetch_add(v);
}

// ---- CUDA warp intrinsics (PTX shfl.sync: c = ((32 - width) << 8) | clamp) ----
inline constexpr unsigned full = 0xffffffffu;

template <class T> void gather(unsigned mask, T v, T (&all)[32], const char *op) {
  host::warp_collective(mask, &v, sizeof(T), all, op);
}
struct Seg { // the lane's width-segment: [min, max]
  int lane, min, max;
  explicit Seg(int width) : lane(int(host::lane_id())) {
    int segmask = 32 - width;
    min = lane & segmask;
    max = min | (31 & ~segmask);
  }
};
template <class T> T shfl(unsigned mask, T v, int src, int width = 32) {
  T all[32];
  gather(mask, v, all, "shfl");
  Seg s(width);
  int j = s.min | (src & 31 & ~(32 - width));
  return j <= s.max ? all[j] : v;
}
template <class T> T shfl_up(unsigned mask, T v, unsigned delta, int width = 32) {
  T all[32];
  gather(mask, v, all, "shfl_up");
  Seg s(width);
  int j = s.lane - int(delta);
  return j >= s.min ? all[j] : v; // clamp value 0: maxLane is the segment start
}
template <class T> T shfl_down(unsigned mask, T v, unsigned delta, int width = 32) {
  T all[32];
  gather(mask, v, all, "shfl_down");
  Seg s(width);
  long j = long(s.lane) + long(delta);
  return j <= s.max ? all[j] : v;
}
template <class T> T shfl_xor(unsigned mask, T v, unsigned lane_mask, int width = 32) {
  T all[32];
  gather(mask, v, all, "shfl_xor");
  Seg s(width);
  long j = long(unsigned(s.lane) ^ lane_mask);
  return j <= s.max ? all[j] : v;
}
inline unsigned ballot(unsigned mask, bool pred) {
  int all[32];
  gather(mask, int(pred), all, "ballot");
  unsigned r = 0;
  for (int l = 0; l < 32; ++l)
    if ((mask >> l & 1) && all[l]) r |= 1u << l;
  return r;
}
template <class T> unsigned match_any(unsigned mask, T v) {
  T all[32];
  gather(mask, v, all, "match_any");
  unsigned r = 0;
  for (int l = 0; l < 32; ++l)
    if ((mask >> l & 1) && std::memcmp(&all[l], &v, sizeof(T)) == 0) r |= 1u << l;
  return r;
}
template <class T> T reduce_add(unsigned mask, T v) {
  T all[32];
  gather(mask, v, all, "reduce_add");
  T r{};
  for (int l = 0; l < 32; ++l)
    if (mask >> l & 1) r += all[l];
  return r;
}

inline rsgpu::Stream stream() {
  auto s = rsgpu::Stream::create();
  REQUIRE(s);
  return std::move(*s);
}
inline rsgpu::LaunchConfig config(rsgpu::Dim3 grid, rsgpu::Dim3 block,
                                  Check checks = Check::All) {
  rsgpu::LaunchConfig c;
  c.grid = grid;
  c.block = block;
  c.checks = checks;
  return c;
}
/// Runs a scope with another default set of checks (the explicit opt-out).
struct DefaultChecks {
  Check old;
  explicit DefaultChecks(Check c) : old(host::default_checks().exchange(c)) {}
  ~DefaultChecks() { host::default_checks().store(old); }
  DefaultChecks(const DefaultChecks &) = delete;
  DefaultChecks &operator=(const DefaultChecks &) = delete;
};
/// The error of the launches so far; fails the test if there is none.
inline rsgpu::Error expect_error(rsgpu::Stream &s, ErrorKind kind) {
  auto r = s.synchronize();
  REQUIRE_FALSE(r);
  INFO(r.error().to_string());
  CHECK(r.error().kind() == kind);
  return r.error();
}
inline void expect_ok(rsgpu::Stream &s) {
  auto r = s.synchronize();
  INFO((r ? std::string("ok") : r.error().to_string()));
  REQUIRE(r);
}
} // namespace emu
