// Driver of S6_rt_atomic_array_param_index_past_n.rs on the emulator. The
// stub's array-of-atomics argument is taken to be what docs/device/views.md
// pairs with Rust's `&[AtomicU32; N]`: `rsgpu::atomic_array<8>(borrow)`.
#include "atomic_array_param_index_past_n.hpp"

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

static int fail(const char *what, const rsgpu::Error *e = nullptr) {
  std::printf("FAIL: %s%s%s\n", what, e ? ": " : "", e ? e->to_string().c_str() : "");
  return 1;
}

int main() {
  auto s = rsgpu::Stream::create();
  if (!s) return fail("stream");
  rsgpu::LaunchConfig cfg;
  cfg.grid = {1};
  cfg.block = {64};
  cfg.checks = rsgpu::Check::All;
  std::vector<std::uint32_t> xs(64);
  for (std::size_t i = 0; i < xs.size(); ++i) xs[i] = std::uint32_t(i % 8);
  auto x = rsgpu::DeviceBuffer<std::uint32_t>::from_host(*s, xs);
  auto c = rsgpu::DeviceBuffer<std::uint32_t>::zeroed(*s, 8);
  auto shortc = rsgpu::DeviceBuffer<std::uint32_t>::zeroed(*s, 4);
  if (!x || !c || !shortc) return fail("buffers");
  // twin
  auto r = launch_atomic_array_param_index_past_n(*s, cfg, x->borrow(),
                                                  rsgpu::atomic_array<8>(c->borrow_mut()));
  if (!r) return fail("twin launch", &r.error());
  auto v = c->to_vec();
  if (!v) return fail("twin run", &v.error());
  for (auto n : *v)
    if (n != 8) return fail("twin counts");
  // a 4-element buffer for 8 atomics: refused before anything runs
  r = launch_atomic_array_param_index_past_n(*s, cfg, x->borrow(),
                                             rsgpu::atomic_array<8>(shortc->borrow_mut()));
  if (r) return fail("a 4-element buffer was accepted for &[Atomic<u32>; 8]");
  std::printf("%s\n", r.error().to_string().c_str());
  if (r.error().kind() != rsgpu::ErrorKind::InvalidArgument) return fail("short buffer", &r.error());
  // x[37] = 8 -> counters[8]
  xs[37] = 8;
  auto x2 = rsgpu::DeviceBuffer<std::uint32_t>::from_host(*s, xs);
  if (!x2) return fail("buffer");
  r = launch_atomic_array_param_index_past_n(*s, cfg, x2->borrow(),
                                             rsgpu::atomic_array<8>(c->borrow_mut()));
  if (!r) return fail("launch", &r.error());
  auto w = c->to_vec();
  if (w) return fail("the index past the 8 atomics ran without a panic");
  const rsgpu::Error &e = w.error();
  std::printf("%s\n", e.to_string().c_str());
  if (e.kind() != rsgpu::ErrorKind::DevicePanic) return fail("not a DevicePanic", &e);
  std::string m(e.panic().message());
  if (m.find("index out of bounds: the len is 8 but the index is 8") == std::string::npos)
    return fail("panic message", &e);
  if (e.panic().thread.x != 37) return fail("panic thread", &e);
  std::printf("PASS\n");
  return 0;
}
