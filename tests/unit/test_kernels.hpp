#pragma once
// Small kernels shared by the unit tests.
#include <chrono>
#include <thread>

#include <catch2/catch.hpp>
#include <rsgpu/rsgpu.hpp>

namespace test {

struct Saxpy {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const float> x,
                           rsgpu::SliceMut<float> y, float a) const {
    if (auto yi = y.mine(t)) *yi = a * x[yi.index()] + *yi;
  }
};

/// Writes each element's grid-wide owner id (to check indices and coverage).
struct WriteIds {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<unsigned long long> out) const {
    if (auto o = out.mine(t)) *o = t.global_linear_id();
  }
};

/// Grid-stride fill with i*k.
struct StrideFill {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> out, int k) const {
    for (auto e : out.grid_stride(t)) *e = int(e.index()) * k;
  }
};

/// Sleeps in thread 0 so host-side waits are observable, then writes.
struct SlowWrite {
  void operator()(rsgpu::Thread t, rsgpu::SliceMut<int> out, int v, int ms) const {
    if (t.global_linear_id() == 0) std::this_thread::sleep_for(std::chrono::milliseconds(ms));
    if (auto o = out.mine(t)) *o = v;
  }
};

/// Reads x[i + offset] — out of bounds for the last threads when offset > 0.
struct ReadShifted {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const int> x,
                           rsgpu::SliceMut<int> y, int offset) const {
    if (auto yi = y.mine(t)) *yi = x[yi.index() + std::size_t(offset)];
  }
};

inline rsgpu::Stream make_stream() {
  auto s = rsgpu::Stream::create();
  REQUIRE(s.has_value());
  return std::move(*s);
}

} // namespace test
