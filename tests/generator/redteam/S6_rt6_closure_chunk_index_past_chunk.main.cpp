// Driver of S6_rt6_closure_chunk_index_past_chunk.rs: y of 8, 4 threads
// (chunks of 2), k = 2. Expected: DevicePanic "the len is 2 but the index is
// 2", reported once; nothing written.
#include "closure_chunk_index_past_chunk.hpp"

#include <cstdio>
#include <string>

static int fail(const char *what, const rsgpu::Error *e = nullptr) {
  std::printf("FAIL: %s%s%s\n", what, e ? ": " : "", e ? e->to_string().c_str() : "");
  return 1;
}

int main() {
  auto s = rsgpu::Stream::create();
  if (!s) return fail("stream");
  auto y = rsgpu::DeviceBuffer<float>::zeroed(*s, 8);
  if (!y) return fail("buffer");
  rsgpu::LaunchConfig cfg;
  cfg.grid = {1, 1, 1};
  cfg.block = {4, 1, 1};
  cfg.checks = rsgpu::Check::All;
  auto r = launch_closure_chunk_index_past_chunk(*s, cfg, y->borrow_mut(), std::size_t(2));
  if (!r) return fail("launch refused", &r.error());
  auto v = y->to_vec();
  if (v) return fail("ran clean: c[2] of a 2-element chunk did not panic");
  std::string msg = v.error().to_string();
  std::printf("%s\n", msg.c_str());
  if (v.error().kind() != rsgpu::ErrorKind::DevicePanic) return fail("not a DevicePanic", &v.error());
  if (msg.find("the len is 2 but the index is 2") == std::string::npos)
    return fail("not Rust's bounds panic for the chunk", &v.error());
  auto again = s->synchronize();
  if (!again) return fail("the panic was reported twice", &again.error());
  std::printf("PASS\n");
  return 0;
}
