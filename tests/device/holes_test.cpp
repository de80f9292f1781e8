// Issue 14 (holes 5, 8, 11, 14): run-time behaviour of the atomic orderings
// held in variables, shared-memory slots kept past their phase, the per-warp
// and split phases, and the partial-warp collective, on the host backend.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include <rsgpu/rsgpu.hpp>

using namespace rsgpu;

namespace {
Stream make_stream() {
  auto s = Stream::create();
  REQUIRE(s);
  return std::move(*s);
}
template <class T> DeviceBuffer<T> zeros(Stream &s, std::size_t n) {
  auto b = DeviceBuffer<T>::zeroed(s, n);
  REQUIRE(b);
  return std::move(*b);
}
template <class T> std::vector<T> read(DeviceBuffer<T> &b) {
  auto v = b.to_vec();
  REQUIRE(v);
  return *v;
}
LaunchConfig cfg1(unsigned grid, unsigned block, Check c = Check::None) {
  LaunchConfig cfg;
  cfg.grid = {grid};
  cfg.block = {block};
  cfg.checks = c;
  return cfg;
}
Error panic_of(Stream &s) {
  auto p = s.synchronize();
  REQUIRE(!p);
  CHECK(p.error().kind() == ErrorKind::DevicePanic);
  REQUIRE(p.error().has_panic_info());
  return p.error();
}
bool ends_with_this_file(std::string_view f) {
  return f.size() >= 14 && f.substr(f.size() - 14) == "holes_test.cpp";
}

// ---- hole 5: an Ordering held in a variable is checked at run time ---------

constexpr unsigned store_line = __LINE__ + 7;
struct StoreWithOrderingVariable {
  RSGPU_FN void operator()(Thread1D, AtomicSlice<int> a, int which) const {
    Ordering o = which == 0   ? Ordering(Ordering::Acquire)
                 : which == 1 ? Ordering(Ordering::AcqRel)
                              : Ordering(Ordering::Release);
    a.at(1).fetch_add(1, Ordering::Relaxed);
    a.at(0).store(1, o);
  }
};
constexpr unsigned load_line = __LINE__ + 5;
struct LoadWithOrderingVariable {
  RSGPU_FN void operator()(Thread1D, AtomicSlice<int> a, int which) const {
    Ordering o =
        which == 0 ? Ordering(Ordering::Release) : Ordering(Ordering::Acquire);
    a.at(1).store(a.at(0).load(o) + 1, Ordering::Relaxed);
  }
};
struct CasWithFailureVariable {
  RSGPU_FN void operator()(Thread1D, AtomicSlice<int> a, int which) const {
    Ordering f =
        which == 0 ? Ordering(Ordering::Release) : Ordering(Ordering::SeqCst);
    (void)a.at(0).compare_exchange(0, 5, Ordering::Relaxed, f);
  }
};

// ---- hole 8: a slot kept past the barrier ----------------------------------

// The panic names where the slot was taken (the strided() call).
constexpr unsigned kept_line = __LINE__ + 5;
struct SlotKeptPastBarrier {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y) const {
    auto b = t.block();
    auto s = shared<int, 64>(b, [] {});
    SharedOwned<int> e = *s.strided(b).begin(); // kept in a variable
    *e = 1;
    auto r = b.sync(std::move(s));
    *e = 2; // after the barrier: other threads read this slot now
    if (auto o = mine(y, t)) *o = r[0];
  }
};

// ---- hole 11 / 14c: the per-warp phase, written by the last lane -----------

// Each warp's inclusive scan total lands in its slot, written by lane 31
// (which holds the total); thread 0 adds the warp totals.
struct WarpTotalsByLastLane {
  RSGPU_FN void operator()(Thread1D t, Slice<const int> x,
                           SliceMut<int> y) const {
    auto b = t.block();
    auto w = b.warp();
    int v = w.inclusive_scan(x[t.global_id()], Plus{});
    auto totals = shared<int, 4, phase::WarpWriteLast>(b, [] {});
    if (auto e = totals.for_warp(w)) *e = v;
    auto r = b.sync(std::move(totals));
    if (auto o = per_block(y, b)) *o = r[0] + r[1] + r[2] + r[3];
  }
};
// The Write phase by thread, a barrier, then the per-warp phase by lane 0.
struct ByThreadThenByWarp {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y) const {
    auto b = t.block();
    auto acc = shared<int, 64>(b, [] {});
    acc.mine(b) = 0;
    auto ws = b.sync<phase::WarpWrite>(std::move(acc));
    auto w = b.warp();
    if (auto e = ws.for_warp(w)) *e = int(100 + w.id());
    auto r = b.sync(std::move(ws));
    if (auto o = mine(y, t)) *o = r[b.thread_rank()];
  }
};

// ---- hole 14a: the tree reduction with one barrier per step ---------------

struct TreeSum {
  RSGPU_FN void operator()(Thread1D t, Slice<const int> x,
                           SliceMut<int> sums) const {
    auto b = t.block();
    auto s = shared<int, 256>(b, [] {});
    s.mine(b) = x[t.global_id()];
    auto sp = b.sync_split_at(std::move(s), 128);
    for (unsigned k = 128; k > 1; k /= 2) {
      if (auto e = sp.lower_mine(b)) *e += sp.upper(b.thread_rank());
      sp = b.sync_split_at(std::move(sp), k / 2);
    }
    if (auto e = sp.lower_mine(b)) *e += sp.upper(0);
    auto r = b.sync(std::move(sp));
    if (auto o = per_block(sums, b)) *o = r[0];
  }
};
constexpr unsigned upper_line = __LINE__ + 7;
struct SplitUpperPastEnd {
  RSGPU_FN void operator()(Thread1D t, SliceMut<int> y) const {
    auto b = t.block();
    auto s = shared<int, 64>(b, [] {});
    s.mine(b) = 1;
    auto sp = b.sync_split_at(std::move(s), 32);
    int v = sp.upper(b.thread_rank()); // threads 32..63 read past the end
    if (auto o = mine(y, t)) *o = v;
  }
};

// ---- hole 14b: ballot over the lanes of a partial warp ---------------------

struct PartialWarpBallot {
  RSGPU_FN void operator()(Thread1D t, SliceMut<unsigned> y) const {
    auto pw = t.block().warp_partial();
    unsigned bits = pw.ballot(t.global_id() % 3 == 0);
    if (auto o = mine(y, t)) *o = bits ^ (pw.size() << 24);
  }
};
struct PartialWarpDivergentBallot {
  RSGPU_FN void operator()(Thread1D t, SliceMut<unsigned> y) const {
    auto pw = t.block().warp_partial();
    unsigned bits = 0;
    if (pw.lane() != 3) bits = pw.ballot(true); // lane 3 never arrives
    if (auto o = mine(y, t)) *o = bits;
  }
};
} // namespace

TEST_CASE("S11_ordering_variable_rejected_at_run_time",
          "[device][atomic][issue14]") {
  auto s = make_stream();
  auto a = zeros<int>(s, 2);
  const char *store_msg[] = {"there is no such thing as an acquire store",
                             "there is no such thing as an acquire-release "
                             "store"};
  for (int which = 0; which < 2; ++which) {
    REQUIRE(launch(s, cfg1(1, 1), StoreWithOrderingVariable{},
                   atomic(a.borrow_mut()), which));
    Error e = panic_of(s);
    CHECK(e.panic().message() == store_msg[which]);
    CHECK(ends_with_this_file(e.panic().file()));
    CHECK(e.panic().line == store_line);
  }
  REQUIRE(launch(s, cfg1(1, 1), LoadWithOrderingVariable{},
                 atomic(a.borrow_mut()), 0));
  Error e = panic_of(s);
  CHECK(e.panic().message() == "there is no such thing as a release load");
  CHECK(e.panic().line == load_line);
  REQUIRE(launch(s, cfg1(1, 1), CasWithFailureVariable{},
                 atomic(a.borrow_mut()), 0));
  e = panic_of(s);
  CHECK(e.panic().message() ==
        "there is no such thing as a release failure ordering");
  // The allowed ones run: a release store, an acquire load, a SeqCst failure
  // ordering stronger than the Relaxed success one (Rust 1.64+).
  auto b = zeros<int>(s, 2);
  REQUIRE(launch(s, cfg1(1, 1), StoreWithOrderingVariable{},
                 atomic(b.borrow_mut()), 2));
  REQUIRE(launch(s, cfg1(1, 1), LoadWithOrderingVariable{},
                 atomic(b.borrow_mut()), 1));
  REQUIRE(s.synchronize());
  CHECK(read(b) == std::vector<int>{1, 2});
  auto c = zeros<int>(s, 1);
  REQUIRE(launch(s, cfg1(1, 1), CasWithFailureVariable{},
                 atomic(c.borrow_mut()), 1));
  CHECK(read(c) == std::vector<int>{5});
}

TEST_CASE("S8_slot_kept_past_barrier_panics", "[device][shared][issue14]") {
  auto s = make_stream();
  auto y = zeros<int>(s, 64);
  REQUIRE(launch(s, cfg1(1, 64), SlotKeptPastBarrier{}, y.borrow_mut()));
  Error e = panic_of(s);
  CHECK(std::string(e.panic().message())
            .find("rsgpu S8: a shared-memory slot or handle used after its "
                  "phase ended") != std::string::npos);
  CHECK(ends_with_this_file(e.panic().file()));
  CHECK(e.panic().line == kept_line);
}

TEST_CASE("S8_per_warp_phase_written_by_the_last_lane",
          "[device][shared][warp][issue14]") {
  auto s = make_stream();
  std::vector<int> h(256);
  for (int i = 0; i < 256; ++i) h[i] = i % 7;
  auto x = DeviceBuffer<int>::from_host(s, h);
  REQUIRE(x);
  auto y = zeros<int>(s, 2);
  REQUIRE(launch(s, cfg1(2, 128, Check::Race | Check::Sync),
                 WarpTotalsByLastLane{}, x->borrow(), y.borrow_mut()));
  int b0 = 0, b1 = 0;
  for (int i = 0; i < 128; ++i) b0 += h[i], b1 += h[128 + i];
  CHECK(read(y) == std::vector<int>{b0, b1});
  auto z = zeros<int>(s, 64);
  REQUIRE(launch(s, cfg1(1, 64, Check::Race | Check::Sync),
                 ByThreadThenByWarp{}, z.borrow_mut()));
  auto v = read(z);
  CHECK(v[0] == 100);
  CHECK(v[1] == 101);
  CHECK(v[2] == 0);
  CHECK(v[63] == 0);
}

TEST_CASE("S8_tree_reduction_split_phase_exact_and_race_free",
          "[device][shared][issue14]") {
  auto s = make_stream();
  std::vector<int> h(512);
  for (int i = 0; i < 512; ++i) h[i] = (i * 37) % 101;
  auto x = DeviceBuffer<int>::from_host(s, h);
  REQUIRE(x);
  auto sums = zeros<int>(s, 2);
  REQUIRE(launch(s, cfg1(2, 256, Check::Race | Check::Sync), TreeSum{},
                 x->borrow(), sums.borrow_mut()));
  int b0 = 0, b1 = 0;
  for (int i = 0; i < 256; ++i) b0 += h[i], b1 += h[256 + i];
  CHECK(read(sums) == std::vector<int>{b0, b1});
}

TEST_CASE("S6_split_phase_upper_read_past_the_end_panics",
          "[device][shared][issue14]") {
  auto s = make_stream();
  auto y = zeros<int>(s, 64);
  REQUIRE(launch(s, cfg1(1, 64), SplitUpperPastEnd{}, y.borrow_mut()));
  Error e = panic_of(s);
  // Whichever of threads 32..63 panics first: its index, 32..63.
  std::string m(e.panic().message());
  const std::string head =
      "index out of bounds: the upper part's len is 32 but the index is ";
  REQUIRE(m.rfind(head, 0) == 0);
  int idx = std::stoi(m.substr(head.size()));
  CHECK(idx >= 32);
  CHECK(idx <= 63);
  CHECK(e.panic().line == upper_line);
}

TEST_CASE("S9_partial_warp_ballot_over_existing_lanes",
          "[device][warp][issue14]") {
  auto s = make_stream();
  auto y = zeros<unsigned>(s, 48);
  REQUIRE(launch(s, cfg1(1, 48, Check::Sync), PartialWarpBallot{},
                 y.borrow_mut()));
  auto v = read(y);
  unsigned w0 = 0, w1 = 0;
  for (unsigned i = 0; i < 32; ++i)
    if (i % 3 == 0) w0 |= 1u << i;
  for (unsigned i = 0; i < 16; ++i)
    if ((32 + i) % 3 == 0) w1 |= 1u << i;
  CHECK(v[0] == (w0 ^ (32u << 24)));
  CHECK(v[31] == (w0 ^ (32u << 24)));
  CHECK(v[32] == (w1 ^ (16u << 24)));
  CHECK(v[47] == (w1 ^ (16u << 24)));
}

TEST_CASE("S9_partial_warp_divergent_ballot_is_an_error",
          "[device][warp][issue14]") {
  auto s = make_stream();
  auto y = zeros<unsigned>(s, 48);
  REQUIRE(launch(s, cfg1(1, 48, Check::Sync), PartialWarpDivergentBallot{},
                 y.borrow_mut()));
  auto p = s.synchronize();
  REQUIRE(!p);
  CHECK(p.error().kind() == ErrorKind::SyncError);
  CHECK(std::string(p.error().message()).find("ballot") != std::string::npos);
}
