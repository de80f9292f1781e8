// Shared by emu_test.cpp and emu_open_test.cpp (red team 6).
#pragma once
#include <catch2/catch.hpp>

#include <rsgpu/rsgpu.hpp>

#include <string>
#include <vector>

namespace rt6 {
template <class R> std::string text(const R &r) { return r ? "ok" : r.error().to_string(); }

struct Run {
  std::string launch, sync, second_sync;
  std::vector<float> y;
  bool sync_ok = false;
  rsgpu::ErrorKind kind{};
};

// Launches K over blocks x threads with y (blocks * threads floats, zeroed),
// synchronises twice and copies y back when the first sync was clean.
template <class K, class... A> Run go(unsigned blocks, unsigned threads, K k, A... a) {
  Run out;
  auto s = rsgpu::Stream::create();
  REQUIRE(s);
  auto y = rsgpu::DeviceBuffer<float>::zeroed(*s, std::size_t(blocks) * threads);
  REQUIRE(y);
  rsgpu::LaunchConfig c;
  c.grid = {blocks, 1, 1};
  c.block = {threads, 1, 1};
  c.checks = rsgpu::Check::All;
  auto r = rsgpu::launch(*s, c, k, y->borrow_mut(), a...);
  out.launch = text(r);
  auto q = s->synchronize();
  out.sync = text(q);
  out.sync_ok = bool(q);
  if (!q) out.kind = q.error().kind();
  auto q2 = s->synchronize();
  out.second_sync = text(q2);
  if (out.sync_ok) {
    auto h = y->to_vec();
    REQUIRE(h);
    out.y = std::move(*h);
  }
  return out;
}
} // namespace rt6
