#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "test_kernels.hpp"

using rsgpu::DeviceBuffer;
using rsgpu::Dim3;
using rsgpu::ErrorKind;
using rsgpu::LaunchConfig;

TEST_CASE("saxpy on the host backend, sizes not divisible by the block", "[launch]") {
  for (std::size_t n : {1u, 255u, 256u, 1000u, 4097u}) {
    auto s = test::make_stream();
    std::vector<float> hx(n), hy(n, 1.0f);
    for (std::size_t i = 0; i < n; ++i) hx[i] = float(i);
    auto x = DeviceBuffer<float>::from_host(s, hx);
    auto y = DeviceBuffer<float>::from_host(s, hy);
    REQUIRE(x);
    REQUIRE(y);
    REQUIRE(rsgpu::launch(s, LaunchConfig::for_elements(n, 128), test::Saxpy{}, x->borrow(),
                          y->borrow_mut(), 3.0f));
    auto out = y->to_vec();
    REQUIRE(out);
    for (std::size_t i = 0; i < n; ++i) REQUIRE((*out)[i] == 3.0f * float(i) + 1.0f);
  }
}

TEST_CASE("Thread handles give CUDA's indices in 3-D", "[launch][thread]") {
  auto s = test::make_stream();
  LaunchConfig cfg{{3, 2, 2}, {4, 2, 3}};
  const std::size_t n = cfg.grid.volume() * cfg.block.volume();
  auto out = DeviceBuffer<unsigned long long>::zeroed(s, n);
  REQUIRE(out);
  REQUIRE(rsgpu::launch(s, cfg, test::WriteIds{}, out->borrow_mut()));
  auto v = out->to_vec();
  REQUIRE(v);
  // Every slot written exactly by the thread whose linear id it is.
  for (std::size_t i = 0; i < n; ++i) REQUIRE((*v)[i] == i);
}

namespace {
struct RecordDims {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<unsigned> out) const {
    if (auto o = out.mine(t)) {
      auto b = t.block();
      unsigned packed = t.thread_idx().x + 10 * t.thread_idx().y + 100 * t.block_idx().x +
                        1000 * t.block_idx().y + 10000 * (b.thread_rank() == 0);
      *o = packed + 100000 * unsigned(t.grid_size() == 24) +
           1000000 * unsigned(t.block_dim() == Dim3{3, 2, 1}) +
           10000000 * unsigned(t.grid_dim() == Dim3{2, 2, 1});
    }
  }
};
} // namespace

TEST_CASE("Thread, Block and Grid handles agree", "[launch][thread]") {
  auto s = test::make_stream();
  auto out = DeviceBuffer<unsigned>::zeroed(s, 24);
  REQUIRE(out);
  REQUIRE(rsgpu::launch(s, LaunchConfig{{2, 2}, {3, 2}}, RecordDims{}, out->borrow_mut()));
  auto v = *out->to_vec();
  // linear id 0: block (0,0) thread (0,0)
  CHECK(v[0] == 11110000u);
  // linear id 6*3+5 = 23: block (1,1) thread (2,1)
  CHECK(v[23] == 11100000u + 2 + 10 + 100 + 1000);
}

TEST_CASE("grid_stride covers every element once with few threads", "[launch]") {
  auto s = test::make_stream();
  auto out = DeviceBuffer<int>::zeroed(s, 1000);
  REQUIRE(out);
  REQUIRE(rsgpu::launch(s, LaunchConfig{{3}, {32}}, test::StrideFill{}, out->borrow_mut(), 2));
  auto v = *out->to_vec();
  for (int i = 0; i < 1000; ++i) REQUIRE(v[std::size_t(i)] == 2 * i);
}

TEST_CASE("Launch config is validated", "[launch]") {
  auto s = test::make_stream();
  auto b = DeviceBuffer<int>::zeroed(s, 4);
  REQUIRE(b);
  struct Case {
    LaunchConfig cfg;
    const char *what;
  };
  LaunchConfig big_shared;
  big_shared.shared_bytes = 300 * 1024;
  LaunchConfig bad_cluster{{6}, {32}};
  bad_cluster.cluster = {4};
  LaunchConfig huge_cluster{{16}, {32}};
  huge_cluster.cluster = {16};
  for (const Case &c : {Case{{{0}, {32}}, "zero grid"}, Case{{{1}, {0}}, "zero block"},
                        Case{{{1}, {1025}}, "1025 threads"}, Case{{{1}, {32, 32, 2}}, "2048 threads"},
                        Case{{{1}, {1, 1, 65}}, "block z 65"}, Case{{{1, 65536}, {1}}, "grid y"},
                        Case{big_shared, "shared memory"}, Case{bad_cluster, "cluster divides"},
                        Case{huge_cluster, "cluster size"}}) {
    INFO(c.what);
    auto r = rsgpu::launch(s, c.cfg, test::StrideFill{}, b->borrow_mut(), 1);
    REQUIRE_FALSE(r);
    CHECK(r.error().kind() == ErrorKind::InvalidLaunchConfig);
  }
  // The borrows of a refused launch were not consumed into a running kernel:
  // the buffer is free to use.
  CHECK(b->try_copy_from_host(std::vector<int>(4, 1)));
}

TEST_CASE("launch on a moved-from stream is an error", "[launch]") {
  auto s = test::make_stream();
  auto b = DeviceBuffer<int>::zeroed(s, 4);
  rsgpu::Stream t = std::move(s);
  auto r = rsgpu::launch(s, LaunchConfig::for_elements(4), test::StrideFill{}, b->borrow_mut(), 1);
  REQUIRE_FALSE(r);
  CHECK(r.error().kind() == ErrorKind::UseAfterMove);
}

TEST_CASE("for_elements covers n with whole blocks", "[launch]") {
  auto c = LaunchConfig::for_elements(1000, 256);
  CHECK(c.grid.x == 4);
  CHECK(c.block.x == 256);
  CHECK(LaunchConfig::for_elements(0).grid.x == 1);
}

namespace {
/// After a barrier every thread writes its rank to slot 0: the last writer
/// wins, so the result is the scheduler's choice (deliberately racy).
struct LastWriter {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<unsigned> out) const {
    t.block().sync();
    out.unsafe_at(0) = t.block().thread_rank();
  }
};
unsigned last_writer(unsigned long long seed) {
  // Deliberately racy, so it runs unchecked (the emulator's explicit opt-out;
  // checks are on by default and racecheck would report the race).
  struct Unchecked {
    rsgpu::Check old = rsgpu::detail::host::default_checks().exchange(rsgpu::Check::None);
    ~Unchecked() { rsgpu::detail::host::default_checks().store(old); }
  } unchecked;
  auto s = test::make_stream();
  auto out = DeviceBuffer<unsigned>::zeroed(s, 1);
  REQUIRE(out);
  LaunchConfig cfg{{1}, {64}};
  cfg.seed = seed;
  REQUIRE(rsgpu::launch(s, cfg, LastWriter{}, out->borrow_mut()));
  return (*out->to_vec())[0];
}
} // namespace

TEST_CASE("LaunchConfig::seed replays the emulator's interleaving", "[launch]") {
  for (unsigned long long seed : {1ull, 7ull, 12345ull}) CHECK(last_writer(seed) == last_writer(seed));
  // The seed really steers the schedule: not every seed picks the same writer.
  std::set<unsigned> winners;
  for (unsigned long long seed = 1; seed <= 16; ++seed) winners.insert(last_writer(seed));
  CHECK(winners.size() > 1);
}

namespace {
// A kernel with a proven variant, the shape rsgpu-gen emits for versioned
// bounds checks (S6): `Checked` names `Proven`, which runs when its own
// requirement holds; each writes its own marker so the test sees which one ran.
struct ProvenMarker {
  template <class... Args>
  RSGPU_FN static const char *rsgpu_launch_requirement(Dim3, Dim3, const Args &...args) {
    const auto &in = std::get<0>(std::tie(args...));
    const auto &out = std::get<1>(std::tie(args...));
    return in.len() >= out.len() ? nullptr : "ProvenMarker needs in.size() >= out.size()";
  }
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const unsigned>,
                           rsgpu::SliceMut<unsigned> out) const {
    if (auto o = out.mine(t)) *o = 2u;
  }
};
struct CheckedMarker {
  using rsgpu_proven_variant = ProvenMarker; // runs when its requirement holds
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::Slice<const unsigned>,
                           rsgpu::SliceMut<unsigned> out) const {
    if (auto o = out.mine(t)) *o = 1u;
  }
};

std::vector<unsigned> run_marker(std::size_t in_len, bool direct_variant,
                                 rsgpu::Result<void> *status = nullptr) {
  auto s = test::make_stream();
  auto in = DeviceBuffer<unsigned>::zeroed(s, in_len);
  auto out = DeviceBuffer<unsigned>::zeroed(s, 8);
  REQUIRE(in);
  REQUIRE(out);
  auto cfg = LaunchConfig::for_elements(8, 32);
  auto r = direct_variant
               ? rsgpu::launch(s, cfg, ProvenMarker{}, in->borrow(), out->borrow_mut())
               : rsgpu::launch(s, cfg, CheckedMarker{}, in->borrow(), out->borrow_mut());
  if (status) *status = r;
  auto v = out->to_vec();
  REQUIRE(v);
  return *v;
}
} // namespace

TEST_CASE("S6 launch runs a kernel's proven variant exactly when its predicate holds",
          "[launch]") {
  STATIC_REQUIRE(rsgpu::detail::has_proven_variant<CheckedMarker>::value);
  STATIC_REQUIRE(!rsgpu::detail::has_proven_variant<ProvenMarker>::value);
  // in.size() >= out.size(): the variant.
  REQUIRE(run_marker(8, false) == std::vector<unsigned>(8, 2u));
  REQUIRE(run_marker(9, false) == std::vector<unsigned>(8, 2u));
  // Otherwise the kernel itself.
  REQUIRE(run_marker(7, false) == std::vector<unsigned>(8, 1u));
  REQUIRE(run_marker(0, false) == std::vector<unsigned>(8, 1u));
}

TEST_CASE("S6 a proven variant launched without its predicate is refused", "[launch]") {
  rsgpu::Result<void> r;
  REQUIRE(run_marker(7, true, &r) == std::vector<unsigned>(8, 0u));
  REQUIRE(!r);
  REQUIRE(r.error().kind() == ErrorKind::InvalidLaunchConfig);
  REQUIRE(std::string(r.error().message()).find("in.size() >= out.size()") != std::string::npos);
  REQUIRE(run_marker(8, true) == std::vector<unsigned>(8, 2u));
}
