// Driver of S5_unproven_parts.rs (translated with RSGPU_GEN_TEST_SKIP_S5_PROOF=1,
// parts_trace/run.sh): y of 64 floats, m = 16, two blocks of 32 threads, every
// launch under Check::All. Each kernel with overlapping parts must fail with
// racecheck's DataRace naming two threads that share an element and that
// element's index; the twin runs clean and computes.
#include "nested_split.hpp"

#include <cstdio>
#include <string>
#include <vector>

static std::string who(unsigned g) {
  return "block (" + std::to_string(g / 32) + ", 0, 0) thread (" + std::to_string(g % 32) +
         ", 0, 0)";
}

// The kernel's race: DataRace naming threads a and a + d and index idx(a)
// for one a in [0, n).
template <class Launch>
static bool races(const char *name, Launch launch, unsigned n, unsigned d,
                  unsigned (*idx)(unsigned)) {
  auto s = rsgpu::Stream::create();
  auto y = rsgpu::DeviceBuffer<float>::zeroed(*s, 64);
  if (!s || !y) return std::printf("FAIL %s: setup\n", name), false;
  rsgpu::LaunchConfig cfg;
  cfg.grid = {2, 1, 1};
  cfg.block = {32, 1, 1};
  cfg.checks = rsgpu::Check::All;
  auto r = launch(*s, cfg, y->borrow_mut(), std::size_t{16});
  if (!r) return std::printf("FAIL %s: launch: %s\n", name, r.error().to_string().c_str()), false;
  auto v = y->to_vec();
  if (v) return std::printf("FAIL %s: ran clean (the overlapping parts were not traced)\n", name), false;
  std::string m = v.error().to_string();
  if (v.error().kind() != rsgpu::ErrorKind::DataRace)
    return std::printf("FAIL %s: not a DataRace: %s\n", name, m.c_str()), false;
  for (unsigned a = 0; a < n; ++a)
    if (m.find("index " + std::to_string(idx(a)) + " of 4-byte") != std::string::npos &&
        m.find(who(a)) != std::string::npos && m.find(who(a + d)) != std::string::npos) {
      std::printf("ok %s: %s\n", name, m.c_str());
      return true;
    }
  return std::printf("FAIL %s: the report names no pair sharing an element: %s\n", name,
                     m.c_str()),
         false;
}

int main() {
  bool ok = true;
  // b[j] = y[32 + j] and hi[j + 16] = y[32 + j]: threads j, j + 16
  ok &= races("nested_split", launch_nested_split, 32, 16, [](unsigned j) { return 32 + j; });
  // hi[j + 16..][0] = y[32 + j]... the part of thread j is y[16 + j], thread
  // j + 16 writes y[j + 16] through the view
  ok &= races("tail_part_then_parent", launch_tail_part_then_parent, 48, 16,
              [](unsigned j) { return 16 + j; });
  // chunk j of y[16..] starts at y[16 + 2j], chunk j + 8 of y at y[2j + 16]
  ok &= races("tail_chunks_then_parent_chunks", launch_tail_chunks_then_parent_chunks, 24, 8,
              [](unsigned j) { return 16 + 2 * j; });
  // The twin: b = y[32..], thread j writes y[32 + j] = j, nothing else.
  auto s = rsgpu::Stream::create();
  auto y = rsgpu::DeviceBuffer<float>::zeroed(*s, 64);
  rsgpu::LaunchConfig cfg;
  cfg.grid = {2, 1, 1};
  cfg.block = {32, 1, 1};
  cfg.checks = rsgpu::Check::All;
  auto r = launch_nested_split_twin(*s, cfg, y->borrow_mut(), std::size_t{16});
  if (!r) {
    std::printf("FAIL nested_split_twin: launch: %s\n", r.error().to_string().c_str());
    return 1;
  }
  auto v = y->to_vec();
  if (!v) {
    std::printf("FAIL nested_split_twin: %s\n", v.error().to_string().c_str());
    return 1;
  }
  for (unsigned k = 0; k < 64; ++k)
    if ((*v)[k] != (k < 32 ? 0.0f : float(k - 32))) {
      std::printf("FAIL nested_split_twin: y[%u] = %g\n", k, double((*v)[k]));
      return 1;
    }
  std::printf("ok nested_split_twin: clean\n");
  return ok ? 0 : 1;
}
