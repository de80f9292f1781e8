// Host-backend unit tests of the device abstractions: thread indexing,
// SharedSlice/SharedTile phases, Warp/Tile collectives, Atomic/AtomicSlice,
// block/warp collectives, Cluster and distributed shared memory, and the
// emulator errors behind S8/S9 (partial barriers, divergent collectives).
#include <catch2/catch.hpp>

#include <algorithm>
#include <numeric>
#include <vector>

#include <rsgpu/rsgpu.hpp>

#include "kernels.hpp"

using namespace rsgpu;
using namespace rsgpu_device_test;

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
LaunchConfig cfg1(unsigned grid, unsigned block) {
  LaunchConfig c;
  c.grid = {grid};
  c.block = {block};
  return c;
}
} // namespace

// ---- Thread1D/Thread2D and indexing helpers --------------------------------


TEST_CASE("Thread1D indexing covers every element once", "[device][thread]") {
  auto s = make_stream();
  auto y = zeros<int>(s, 1000);
  REQUIRE(launch(s, LaunchConfig::for_elements(1000, 128), CountMine{},
                 y.borrow_mut()));
  auto v = read(y);
  CHECK(std::count(v.begin(), v.end(), 1) == 1000);

  auto z = zeros<int>(s, 5000);
  REQUIRE(launch(s, cfg1(3, 64), CountStride{}, z.borrow_mut()));
  auto w = read(z);
  for (std::size_t i = 0; i < w.size(); ++i) REQUIRE(w[i] == int(i % 3) + 1);
}

TEST_CASE("SliceMut::mine and grid_stride take any thread kind",
          "[device][thread]") {
  auto s = make_stream();
  auto y = zeros<int>(s, 1000); // a 2-D launch of 1024 threads, 1000 elements
  LaunchConfig c;
  c.grid = {4, 2};
  c.block = {32, 4};
  REQUIRE(launch(s, c, CountMemberMine{}, y.borrow_mut()));
  auto v = read(y);
  CHECK(std::count(v.begin(), v.end(), 1) == 1000);

  auto z = zeros<int>(s, 5000);
  REQUIRE(launch(s, cfg1(3, 64), CountMemberStride{}, z.borrow_mut()));
  auto w = read(z);
  for (std::size_t i = 0; i < w.size(); ++i) REQUIRE(w[i] == int(i % 3) + 1);
}

TEST_CASE("Thread2D mine_2d covers a matrix once", "[device][thread]") {
  auto s = make_stream();
  const unsigned w = 37, h = 21;
  auto m = zeros<int>(s, w * h);
  LaunchConfig c;
  c.grid = {3, 3};
  c.block = {16, 8};
  REQUIRE(launch(s, c, Count2D{}, m.borrow_mut(), w, h));
  auto v = read(m);
  CHECK(std::count(v.begin(), v.end(), 1) == int(w * h));
}

TEST_CASE("Thread (3-D) ids are unique in a 3-D launch", "[device][thread]") {
  auto s = make_stream();
  LaunchConfig c;
  c.grid = {2, 2, 2};
  c.block = {4, 2, 2};
  auto y = zeros<int>(s, 8 * 16);
  REQUIRE(launch(s, c, Generic3D{}, y.borrow_mut()));
  auto v = read(y);
  std::vector<int> want(v.size());
  std::iota(want.begin(), want.end(), 0);
  CHECK(v == want);
  auto ids = zeros<unsigned>(s, 8);
  REQUIRE(launch(s, c, BlockIds{}, ids.borrow_mut()));
  auto b = read(ids);
  CHECK(b == std::vector<unsigned>{0, 1, 2, 3, 4, 5, 6, 7});
}

TEST_CASE("S5_thread1d_kernel_in_2d_launch_rejected", "[device][thread]") {
  auto s = make_stream();
  auto y = zeros<int>(s, 64);
  LaunchConfig c;
  c.grid = {2, 2};
  c.block = {16};
  // launch() checks the shape of a Thread1D kernel on the host.
  auto r = launch(s, c, CountMine{}, y.borrow_mut());
  REQUIRE(!r);
  CHECK(r.error().kind() == ErrorKind::InvalidLaunchConfig);
  CHECK(std::string(r.error().message()).find("Thread1D") != std::string::npos);
  REQUIRE(s.synchronize());
  CHECK(read(y) == std::vector<int>(64, 0)); // nothing ran
  // A Thread narrowed to Thread1D inside the kernel panics on the device.
  REQUIRE(launch(s, c, CountMineNarrowed{}, y.borrow_mut()));
  auto p = s.synchronize();
  REQUIRE(!p);
  CHECK(p.error().kind() == ErrorKind::DevicePanic);
  CHECK(std::string(p.error().message()).find("Thread1D") != std::string::npos);
}

// ---- ShapedThread: the block shape in the kernel's type ---------------------

TEST_CASE("ShapedThread kernels run with their block shape",
          "[device][thread]") {
  auto s = make_stream();
  std::vector<int> hx(128);
  for (int i = 0; i < 128; ++i)
    hx[i] = i % 7;
  auto x = DeviceBuffer<int>::from_host(s, hx);
  REQUIRE(x);
  auto sums = zeros<int>(s, 2);
  REQUIRE(launch(s, cfg1(2, 64), ShapedSums{}, x->borrow(), sums.borrow_mut()));
  auto v = read(sums);
  for (int blk = 0; blk < 2; ++blk) {
    int total =
        std::accumulate(hx.begin() + blk * 64, hx.begin() + blk * 64 + 64, 0);
    int warp0 =
        std::accumulate(hx.begin() + blk * 64, hx.begin() + blk * 64 + 32, 0);
    CHECK(v[blk] == total * 1000 + warp0);
  }
  const unsigned w = 13, h = 11; // partial edge tiles
  auto m = zeros<int>(s, w * h);
  LaunchConfig c;
  c.grid = {2, 2};
  c.block = Thread2DOf<8, 4>::block_shape();
  REQUIRE(launch(s, c, ShapedTileCopy{}, m.borrow_mut(), w, h));
  auto vm = read(m);
  for (unsigned r = 0; r < h; ++r)
    for (unsigned col = 0; col < w; ++col)
      REQUIRE(vm[r * w + col] == int((r % 8) * 8 + col % 8));
}

TEST_CASE("S5_shaped_thread_kernel_in_another_block_shape_rejected",
          "[device][thread]") {
  // The kernel is compiled knowing its block shape (its shape checks folded
  // away), so launch() must refuse any other shape, before anything runs.
  auto s = make_stream();
  auto x = zeros<int>(s, 128);
  auto sums = zeros<int>(s, 4);
  for (LaunchConfig c : {cfg1(4, 32), cfg1(1, 128)}) {
    auto r = launch(s, c, ShapedSums{}, x.borrow(), sums.borrow_mut());
    REQUIRE(!r);
    CHECK(r.error().kind() == ErrorKind::InvalidLaunchConfig);
    CHECK(std::string(r.error().message()).find("64 x 1 threads per block") !=
          std::string::npos);
  }
  LaunchConfig two_d = cfg1(2, 64);
  two_d.grid = {2, 2}; // right block, but a 2-D grid for a 1-D handle
  CHECK(launch(s, two_d, ShapedSums{}, x.borrow(), sums.borrow_mut())
            .error()
            .kind() == ErrorKind::InvalidLaunchConfig);
  auto m = zeros<int>(s, 64);
  LaunchConfig c8;
  c8.grid = {1, 1};
  c8.block = {8, 8}; // the kernel takes 8 x 4
  auto r2 = launch(s, c8, ShapedTileCopy{}, m.borrow_mut(), 8u, 8u);
  REQUIRE(!r2);
  CHECK(r2.error().kind() == ErrorKind::InvalidLaunchConfig);
  REQUIRE(s.synchronize());
  CHECK(read(sums) == std::vector<int>(4, 0)); // nothing ran
  // Converted by hand inside the kernel: a panic on the device.
  auto y = zeros<int>(s, 64);
  REQUIRE(launch(s, cfg1(2, 32), ShapedNarrowed{}, y.borrow_mut()));
  auto p = s.synchronize();
  REQUIRE(!p);
  CHECK(p.error().kind() == ErrorKind::DevicePanic);
  CHECK(std::string(p.error().message()).find("64 x 1 threads per block") !=
        std::string::npos);
  REQUIRE(launch(s, cfg1(1, 64), ShapedNarrowed{}, y.borrow_mut()));
  REQUIRE(s.synchronize());
  CHECK(read(y) == std::vector<int>(64, 1));
}

// ---- Zip: two views in step
// ---------------------------------------------------

TEST_CASE("Zip walks two views in step, over the shorter length",
          "[device][zip]") {
  auto s = make_stream();
  std::vector<float> hx(1000), hy(1000, 1.0f);
  for (int i = 0; i < 1000; ++i)
    hx[i] = float(i);
  auto x = DeviceBuffer<float>::from_host(s, hx);
  auto y = DeviceBuffer<float>::from_host(s, hy);
  REQUIRE(x);
  REQUIRE(y);
  auto cfg = LaunchConfig::for_elements(1000, 128);
  REQUIRE(launch(s, cfg, SaxpyZip{}, zip(y->borrow_mut(), x->borrow()), 2.0f));
  auto v = read(*y);
  for (int i = 0; i < 1000; ++i)
    REQUIRE(v[i] == 2.0f * float(i) + 1.0f);
  // The indexed form gives the same result.
  REQUIRE(launch(s, cfg, SaxpyIndexed{}, x->borrow(), y->borrow_mut(), -2.0f));
  v = read(*y);
  for (int i = 0; i < 1000; ++i)
    REQUIRE(v[i] == 1.0f);
  // y longer than x: only the first x.size() elements of y (Rust's zip).
  auto z = zeros<float>(s, 1500);
  REQUIRE(launch(s, cfg1(3, 64), SaxpyZipStride{},
                 zip(z.borrow_mut(), x->borrow()), 1.0f));
  auto vz = read(z);
  for (int i = 0; i < 1500; ++i)
    REQUIRE(vz[i] == (i < 1000 ? float(i) : 0.0f));
  // x shorter than the grid and than y: nothing past it is read.
  REQUIRE(launch(s, LaunchConfig::for_elements(1500, 128), SaxpyZip{},
                 zip(z.borrow_mut(), x->borrow(0, 10)), 1.0f));
  vz = read(z);
  for (int i = 0; i < 1500; ++i)
    REQUIRE(vz[i] == (i < 10 ? 2.0f * float(i) : i < 1000 ? float(i) : 0.0f));
  // Two exclusive views.
  std::vector<int> ha(64), hb(64);
  std::iota(ha.begin(), ha.end(), 0);
  std::iota(hb.begin(), hb.end(), 100);
  auto a = DeviceBuffer<int>::from_host(s, ha);
  auto b = DeviceBuffer<int>::from_host(s, hb);
  REQUIRE(a);
  REQUIRE(b);
  REQUIRE(
      launch(s, cfg1(2, 32), SwapZip{}, zip(a->borrow_mut(), b->borrow_mut())));
  CHECK(read(*a) == hb);
  CHECK(read(*b) == ha);
}

TEST_CASE("S3_zipped_borrows_are_checked_like_separate_arguments",
          "[device][zip]") {
  auto s = make_stream();
  auto y = zeros<float>(s, 64);
  auto x = zeros<float>(s, 64);
  auto cfg = cfg1(1, 64);
  // One buffer lent exclusively and shared inside one zip.
  auto r = launch(s, cfg, SaxpyZip{}, zip(y.borrow_mut(), y.borrow()), 1.0f);
  REQUIRE(!r);
  CHECK(r.error().kind() == ErrorKind::BorrowConflict);
  // A zipped exclusive borrow against another argument of the launch.
  auto r2 = launch(s, cfg, ZipAndSlice{}, zip(y.borrow_mut(), x.borrow()),
                   y.borrow());
  REQUIRE(!r2);
  CHECK(r2.error().kind() == ErrorKind::BorrowConflict);
  // Disjoint halves of one buffer zipped are fine.
  auto h = zeros<float>(s, 128);
  REQUIRE(launch(s, cfg, SaxpyZip{}, zip(h.borrow_mut(0, 64), h.borrow(64, 64)),
                 1.0f));
  REQUIRE(s.synchronize());
}

// ---- PerBlock: one element per block, checked at launch ---------------------

TEST_CASE("PerBlock gives each block its element and the previous one",
          "[device][per_block]") {
  auto s = make_stream();
  std::vector<int> hv{1, 2, 3, 4, 5, 6, 7};
  auto v = DeviceBuffer<int>::from_host(s, hv);
  REQUIRE(v);
  auto out = zeros<int>(s, 6 * 8);
  LaunchConfig c; // 6 blocks (3-D grid), 7 elements: more than enough
  c.grid = {3, 2};
  c.block = {4, 2};
  REQUIRE(
      launch(s, c, PerBlockReads{}, per_block(v->borrow()), out.borrow_mut()));
  auto o = read(out);
  for (int i = 0; i < 48; ++i) {
    int blk = i / 8;
    REQUIRE(o[i] == hv[blk] * 1000 + (blk > 0 ? hv[blk - 1] : 0));
  }
}

TEST_CASE("S6_per_block_view_shorter_than_the_grid_rejected",
          "[device][per_block]") {
  // mine(b) and previous(b) have no device-side check: launch() refuses a
  // view with fewer elements than the grid has blocks.
  auto s = make_stream();
  auto v = zeros<int>(s, 4);
  auto out = zeros<int>(s, 5 * 8);
  auto r = launch(s, cfg1(5, 8), PerBlockReads{}, per_block(v.borrow()),
                  out.borrow_mut());
  REQUIRE(!r);
  CHECK(r.error().kind() == ErrorKind::InvalidArgument);
  CHECK(std::string(r.error().message()).find("one element per block") !=
        std::string::npos);
  REQUIRE(s.synchronize());
  CHECK(read(out) == std::vector<int>(40, 0)); // nothing ran
  // Its borrow is checked like any other (S3).
  auto r2 = launch(s, cfg1(4, 8), PerBlockReads{}, per_block(v.borrow()),
                   v.borrow_mut());
  REQUIRE(!r2);
  CHECK(r2.error().kind() == ErrorKind::BorrowConflict);
}

// ---- Matrix: extents checked against the buffer at launch
// --------------------

TEST_CASE("Matrix and MatrixMut views", "[device][matrix]") {
  auto s = make_stream();
  const unsigned w = 13, h = 7; // in: h x w, out: w x h
  std::vector<int> hin(w * h);
  std::iota(hin.begin(), hin.end(), 0);
  auto in = DeviceBuffer<int>::from_host(s, hin);
  REQUIRE(in);
  auto out = zeros<int>(s, w * h + 5); // a longer buffer is fine
  LaunchConfig c;
  c.grid = {1, 2};
  c.block = {8, 8};
  REQUIRE(launch(s, c, MatrixTranspose{}, matrix(in->borrow(), h, w),
                 matrix(out.borrow_mut(), w, h), 3u));
  auto v = read(out);
  for (unsigned r = 0; r < w; ++r)
    for (unsigned col = 0; col < h; ++col)
      REQUIRE(v[r * h + col] == hin[col * w + r] + (col + 3 < h ? 1000 : 0));
  // for_each_mine_tiled over a MatrixMut: every element once, edges included.
  auto m = zeros<int>(s, 11 * 10);
  LaunchConfig t;
  t.grid = {2, 2};
  t.block = {8, 4};
  REQUIRE(launch(s, t, MatrixTiles{}, matrix(m.borrow_mut(), 11, 10)));
  auto vm = read(m);
  for (unsigned r = 0; r < 11; ++r)
    for (unsigned col = 0; col < 10; ++col)
      REQUIRE(vm[r * 10 + col] == int(r * 100 + col));
}

TEST_CASE("S6_matrix_larger_than_its_buffer_rejected", "[device][matrix]") {
  // Elements inside the extents are read and written with no length check,
  // so launch() refuses extents the borrow cannot hold.
  auto s = make_stream();
  auto in = zeros<int>(s, 20);
  auto out = zeros<int>(s, 20);
  LaunchConfig c;
  c.grid = {1, 1};
  c.block = {8, 8};
  auto r = launch(s, c, MatrixTranspose{}, matrix(in.borrow(), 5, 5),
                  matrix(out.borrow_mut(), 4, 5), 0u);
  REQUIRE(!r);
  CHECK(r.error().kind() == ErrorKind::InvalidArgument);
  CHECK(std::string(r.error().message()).find("5 x 5 needs 25 elements") !=
        std::string::npos);
  auto r2 = launch(s, c, MatrixTranspose{}, matrix(in.borrow(), 4, 5),
                   matrix(out.borrow_mut(), 5, 5), 0u);
  REQUIRE(!r2);
  CHECK(r2.error().kind() == ErrorKind::InvalidArgument);
  REQUIRE(s.synchronize());
}

TEST_CASE("S6_matrix_read_outside_the_extents_panics", "[device][matrix]") {
  auto s = make_stream();
  auto m = zeros<int>(s, 24); // 4 x 5 of 24: (4, 0) is inside the buffer
  auto out = zeros<int>(s, 1);
  REQUIRE(launch(s, cfg1(1, 1), MatrixRead{}, matrix(m.borrow(), 4, 5),
                 out.borrow_mut(), 3u, 4u));
  REQUIRE(s.synchronize());
  REQUIRE(launch(s, cfg1(1, 1), MatrixRead{}, matrix(m.borrow(), 4, 5),
                 out.borrow_mut(), 4u, 0u));
  auto p = s.synchronize();
  REQUIRE(!p);
  CHECK(p.error().kind() == ErrorKind::DevicePanic);
  CHECK(std::string(p.error().message()).find("(4, 0) is outside the matrix") !=
        std::string::npos);
}

// ---- SharedSlice / SharedTile -----------------------------------------------

TEST_CASE("SharedSlice write -> read -> write phases", "[device][shared]") {
  auto s = make_stream();
  std::vector<int> hx(128);
  std::iota(hx.begin(), hx.end(), 0);
  auto x = DeviceBuffer<int>::from_host(s, hx);
  REQUIRE(x);
  auto y = zeros<int>(s, 128);
  REQUIRE(launch(s, cfg1(2, 64), Rotate{}, x->borrow(), y.borrow_mut()));
  auto v = read(y);
  for (int i = 0; i < 128; ++i) REQUIRE(v[i] == hx[i] * 10);
}

TEST_CASE("dynamic shared memory is LaunchConfig::shared_bytes long",
          "[device][shared]") {
  auto s = make_stream();
  auto y = zeros<int>(s, 32);
  LaunchConfig c = cfg1(1, 32);
  c.shared_bytes = 100 * sizeof(int);
  REQUIRE(launch(s, c, DynamicSum{}, y.borrow_mut()));
  auto v = read(y);
  CHECK(v[0] == 99 * 100 / 2);
  CHECK(v[31] == 99 * 100 / 2);
}

TEST_CASE("SharedSlice atomic phase", "[device][shared][atomic]") {
  auto s = make_stream();
  auto y = zeros<unsigned>(s, 40);
  REQUIRE(launch(s, cfg1(1, 40), SharedCounts{}, y.borrow_mut()));
  auto v = read(y);
  CHECK(v[1] == 10);
  CHECK(v[2] == 10);
  CHECK(v[4] == 39); // the largest rank
}

TEST_CASE("SharedTile ownership and tiled writes", "[device][shared]") {
  auto s = make_stream();
  auto y = zeros<int>(s, 64);
  LaunchConfig c;
  c.block = {8, 4};
  REQUIRE(launch(s, c, TileTranspose{}, y.borrow_mut()));
  auto v = read(y);
  for (int r = 0; r < 8; ++r)
    for (int col = 0; col < 8; ++col) REQUIRE(v[r * 8 + col] == col * 8 + r);
}

TEST_CASE("for_each_mine_tiled passes tile-local coordinates",
          "[device][shared]") {
  auto s = make_stream();
  std::vector<int> h(256);
  for (int i = 0; i < 256; ++i) h[i] = i;
  auto in = DeviceBuffer<int>::from_host(s, h);
  REQUIRE(in);
  auto y = zeros<int>(s, 256);
  LaunchConfig c;
  c.grid = {2, 2};
  c.block = {8, 4};
  REQUIRE(launch(s, c, TileTransposeLocal{}, in->borrow(), y.borrow_mut()));
  auto v = read(y);
  for (int r = 0; r < 16; ++r)
    for (int col = 0; col < 16; ++col)
      REQUIRE(v[r * 16 + col] == col * 16 + r);
}

TEST_CASE("S6_tile_read_outside_the_tile_panics", "[device][shared]") {
  auto s = make_stream();
  auto y = zeros<int>(s, 64);
  LaunchConfig c;
  c.block = {8, 4};
  REQUIRE(launch(s, c, TileReadOutOfRange{}, y.borrow_mut()));
  auto r = s.synchronize();
  REQUIRE(!r);
  CHECK(r.error().kind() == ErrorKind::DevicePanic);
  CHECK(r.error().to_string().find("outside the tile") != std::string::npos);
}

TEST_CASE("S6_shared_slot_out_of_range_panics", "[device][shared]") {
  auto s = make_stream();
  auto y = zeros<int>(s, 1);
  REQUIRE(launch(s, cfg1(1, 32), TooFewSlots{}, y.borrow_mut()));
  auto r = s.synchronize();
  REQUIRE(!r);
  CHECK(r.error().kind() == ErrorKind::DevicePanic);
}

TEST_CASE("S8_partial_barrier_is_an_error_not_a_hang", "[device][shared][emulator]") {
  auto s = make_stream();
  auto y = zeros<int>(s, 1);
  REQUIRE(launch(s, cfg1(1, 32), PartialBarrier{}, y.borrow_mut()));
  auto r = s.synchronize();
  REQUIRE(!r);
  CHECK(r.error().kind() == ErrorKind::SyncError);
}

// ---- Warp / Tile ------------------------------------------------------------

TEST_CASE("Warp collectives", "[device][warp]") {
  auto s = make_stream();
  auto y = zeros<int>(s, 64 * 12);
  REQUIRE(launch(s, cfg1(1, 64), WarpOps{}, y.borrow_mut()));
  auto v = read(y);
  for (int tid = 0; tid < 64; ++tid) {
    const int *r = &v[tid * 12];
    int lane = tid % 32;
    INFO("thread " << tid);
    CHECK(r[0] == 10);
    CHECK(r[1] == (lane ^ 1));
    CHECK(r[2] == (lane + 4 < 32 ? lane + 4 : lane));
    CHECK(r[3] == (lane >= 4 ? lane - 4 : lane));
    CHECK(unsigned(r[4]) == 0x55555555u);
    CHECK(r[5] == 1);
    CHECK(r[6] == 0);
    CHECK(unsigned(r[7]) == 0xffu << (lane / 8 * 8));
    CHECK(r[8] == 31 * 32 / 2);
    CHECK(r[9] == lane + 1);
    CHECK(r[10] == (lane / 8) * 8 + 7);
    CHECK(r[11] == tid / 32);
  }
}

TEST_CASE("S9_divergent_warp_collective_is_an_error", "[device][warp][emulator]") {
  auto s = make_stream();
  auto y = zeros<int>(s, 32);
  REQUIRE(launch(s, cfg1(1, 32), DivergentShuffle{}, y.borrow_mut()));
  auto r = s.synchronize();
  REQUIRE(!r);
  CHECK(r.error().kind() == ErrorKind::SyncError);
}

// ---- Atomic / AtomicSlice ----------------------------------------------------

TEST_CASE("Atomic operations and orderings", "[device][atomic]") {
  auto s = make_stream();
  std::vector<int> init{0, 0, 0, 0, 0, -1, 0, 0, 0, -1};
  auto a = DeviceBuffer<int>::from_host(s, init);
  REQUIRE(a);
  auto f = zeros<float>(s, 3);
  auto u = zeros<unsigned long long>(s, 1);
  // One block: u is a scope::Block borrow (S11: refused on more blocks).
  REQUIRE(launch(s, cfg1(1, 64), AtomicOps{}, atomic(a->borrow_mut()),
                 atomic<scope::System>(f.borrow_mut()),
                 atomic<scope::Block>(u.borrow_mut())));
  auto v = read(*a);
  CHECK(v[0] == 64);
  CHECK(v[1] == -128);
  CHECK(v[2] == -63);
  CHECK(v[3] == 63);
  CHECK(v[4] == 0xff);
  CHECK(v[5] == ~0xf);
  CHECK(v[6] == 0); // 64 flips
  CHECK(v[7] == 7);
  CHECK(v[8] >= 100);
  CHECK(v[9] == v[8] - 100);
  auto fv = read(f);
  CHECK(fv[0] == 32.0f);
  CHECK(fv[1] == 63.0f);
  CHECK(fv[2] == -63.0f);
  CHECK(read(u)[0] == 64ull << 33);
}

TEST_CASE("S11_atomic_and_plain_borrow_of_one_buffer_conflict", "[device][atomic]") {
  auto s = make_stream();
  auto a = zeros<int>(s, 8);
  auto r = launch(s, cfg1(1, 1), Both{}, atomic(a.borrow_mut()), a.borrow());
  REQUIRE(!r);
  CHECK(r.error().kind() == ErrorKind::BorrowConflict);
}

// ---- collectives ------------------------------------------------------------

TEST_CASE("BlockReduce, BlockScan and WarpReduce", "[device][collectives]") {
  auto s = make_stream();
  std::vector<int> hx(256);
  for (int i = 0; i < 256; ++i) hx[i] = (i * 7) % 13;
  auto x = DeviceBuffer<int>::from_host(s, hx);
  REQUIRE(x);
  auto sums = zeros<int>(s, 2);
  auto incl = zeros<int>(s, 256), excl = zeros<int>(s, 256);
  auto ws = zeros<int>(s, 8);
  REQUIRE(launch(s, cfg1(2, 128), Collectives{}, x->borrow(), sums.borrow_mut(),
                 incl.borrow_mut(), excl.borrow_mut(), ws.borrow_mut()));
  auto vs = read(sums), vi = read(incl), ve = read(excl), vw = read(ws);
  for (int blk = 0; blk < 2; ++blk) {
    int sum = 0, mx = 0, run = 0;
    for (int i = 0; i < 128; ++i) {
      int v = hx[blk * 128 + i];
      REQUIRE(ve[blk * 128 + i] == run);
      run += v;
      REQUIRE(vi[blk * 128 + i] == run);
      sum += v;
      mx = std::max(mx, v);
    }
    CHECK(vs[blk] == sum * 1000 + mx);
  }
  for (int wi = 0; wi < 8; ++wi)
    CHECK(vw[wi] == std::accumulate(hx.begin() + wi * 32, hx.begin() + wi * 32 + 32, 0));
}

// ---- Cluster ------------------------------------------------------------------

TEST_CASE("Cluster rank, size and distributed shared memory", "[device][cluster]") {
  auto s = make_stream();
  auto y = zeros<unsigned>(s, 4);
  LaunchConfig c = cfg1(4, 32);
  c.cluster = {2};
  REQUIRE(launch(s, c, ClusterInfo{}, y.borrow_mut()));
  auto v = read(y);
  CHECK(v == std::vector<unsigned>{20101, 21100, 20103, 21102});
}

TEST_CASE("S9_warp_in_a_block_with_a_partial_warp_panics", "[device][warp]") {
  // 48 threads: the second warp would have 16 lanes, and a collective over it
  // would read 16 lanes that do not exist.
  auto s = make_stream();
  auto y = zeros<int>(s, 48 * 12);
  REQUIRE(launch(s, cfg1(1, 48), WarpOps{}, y.borrow_mut()));
  auto r = s.synchronize();
  REQUIRE(!r);
  CHECK(r.error().kind() == ErrorKind::DevicePanic);
  CHECK(r.error().to_string().find("does not split into whole tiles") != std::string::npos);
  // Whole warps are fine.
  auto z = zeros<int>(s, 64 * 12);
  REQUIRE(launch(s, cfg1(1, 64), WarpOps{}, z.borrow_mut()));
  REQUIRE(s.synchronize());
}

// ---- AtomicArray, bands and TilesMut: bounds checked at launch -------------

namespace {
LaunchConfig cfg2(unsigned gx, unsigned gy, unsigned b) {
  LaunchConfig c;
  c.grid = {gx, gy};
  c.block = {b, b};
  return c;
}
bool has(const Error &e, const char *what) {
  return std::string(e.message()).find(what) != std::string::npos;
}
// C (cr x cc) = A (ar x ac) * B (br x bc) through zipped bands and TilesMut.
struct Mat {
  DeviceBuffer<int> &buf;
  unsigned rows, cols;
};
template <unsigned T>
Result<void> bands_matmul(Stream &s, LaunchConfig cfg, Mat a, Mat b, Mat c) {
  return launch(s, cfg, BandsMatMul<T>{},
                zip(row_bands<T>(matrix(a.buf.borrow(), a.rows, a.cols)),
                    col_bands<T>(matrix(b.buf.borrow(), b.rows, b.cols))),
                tiles_mut<T>(matrix(c.buf.borrow_mut(), c.rows, c.cols)));
}
} // namespace

TEST_CASE("AtomicArray counts with indices bounded by their arithmetic",
          "[device][atomic][views]") {
  auto s = make_stream();
  std::vector<unsigned> hv(1000);
  std::vector<unsigned> expect(8, 0);
  for (unsigned i = 0; i < 1000; ++i) {
    hv[i] = i * 7 + 3;
    ++expect[hv[i] % 8];
  }
  auto v = DeviceBuffer<unsigned>::from_host(s, hv);
  REQUIRE(v);
  auto h = zeros<unsigned>(s, 10); // longer than N: the view is the first 8
  REQUIRE(launch(s, cfg1(3, 64), AtomicArrayCount{}, v->borrow(),
                 atomic_array<8>(h.borrow_mut()), 0u));
  auto got = read(h);
  for (unsigned i = 0; i < 8; ++i) CHECK(got[i] == expect[i]);
  CHECK(got[8] == 0);
  CHECK(got[9] == 0);
  // TileIdx<8> indices: each of 2 blocks adds its 8 rows to every column.
  auto c = zeros<int>(s, 8);
  REQUIRE(launch(s, cfg2(2, 1, 8), AtomicArrayTileIdx{},
                 atomic_array<8>(c.borrow_mut())));
  CHECK(read(c) == std::vector<int>(8, 16));
}

TEST_CASE("S11_atomic_borrow_launched_wider_than_its_scope_refused",
          "[device][atomic]") {
  // An atomic of scope::Block is atomic only among one block's threads: two
  // blocks' RMWs of one word would race (PTX memory model). launch() refuses
  // a narrow-scope atomic borrow on a launch its scope does not span.
  auto s = make_stream();
  auto c = zeros<unsigned>(s, 1);
  REQUIRE(launch(s, cfg1(1, 64), ScopedCount<scope::Block>{},
                 atomic<scope::Block>(c.borrow_mut())));
  auto r = launch(s, cfg1(2, 32), ScopedCount<scope::Block>{},
                  atomic<scope::Block>(c.borrow_mut()));
  REQUIRE(!r);
  CHECK(r.error().kind() == ErrorKind::InvalidLaunchConfig);
  CHECK(has(r.error(), "launch argument 0: an atomic borrow of scope::Block is "
                       "atomic only among the threads of one block, and this "
                       "launch has 2 blocks (S11)"));
  // The same borrow as a fixed-length AtomicArray.
  auto r2 = launch(s, cfg1(3, 32), ScopedArrayCount<scope::Block>{},
                   atomic_array<1, scope::Block>(c.borrow_mut()));
  REQUIRE(!r2);
  CHECK(has(r2.error(), "scope::Block is atomic only among the threads of one "
                        "block, and this launch has 3 blocks"));
  // scope::Cluster spans one cluster: 2 blocks in a cluster of 2 run, 4 do not.
  LaunchConfig k = cfg1(2, 32);
  k.cluster = {2};
  REQUIRE(launch(s, k, ScopedCount<scope::Cluster>{},
                 atomic<scope::Cluster>(c.borrow_mut())));
  k.grid = {4};
  auto r3 = launch(s, k, ScopedCount<scope::Cluster>{},
                   atomic<scope::Cluster>(c.borrow_mut()));
  REQUIRE(!r3);
  CHECK(r3.error().kind() == ErrorKind::InvalidLaunchConfig);
  CHECK(has(r3.error(), "scope::Cluster is atomic only among the threads of "
                        "one cluster (2 blocks), and this launch has 4 blocks"));
  // scope::Thread spans one thread.
  auto r4 = launch(s, cfg1(1, 2), ScopedCount<scope::Thread>{},
                   atomic<scope::Thread>(c.borrow_mut()));
  REQUIRE(!r4);
  CHECK(has(r4.error(), "scope::Thread is atomic only within one thread, and "
                        "this launch has 2 threads"));
  REQUIRE(launch(s, cfg1(1, 1), ScopedCount<scope::Thread>{},
                 atomic<scope::Thread>(c.borrow_mut())));
  // Device and System scopes span any launch.
  REQUIRE(launch(s, cfg1(4, 32), ScopedCount<scope::Device>{},
                 atomic(c.borrow_mut())));
  REQUIRE(launch(s, cfg1(2, 32), ScopedCount<scope::System>{},
                 atomic<scope::System>(c.borrow_mut())));
  // The refused launches wrote nothing: 64 + 64 + 1 + 128 + 64.
  CHECK(read(c)[0] == 321u);
}

TEST_CASE("S6_fixed_length_atomic_view_shorter_than_N_rejected",
          "[device][atomic][views]") {
  // at(i) compares i with the constant N, not with the buffer, so launch()
  // refuses a borrow with fewer than N elements.
  auto s = make_stream();
  auto v = zeros<unsigned>(s, 4);
  auto h = zeros<unsigned>(s, 7);
  auto r = launch(s, cfg1(1, 32), AtomicArrayCount{}, v.borrow(),
                  atomic_array<8>(h.borrow_mut()), 0u);
  REQUIRE(!r);
  CHECK(r.error().kind() == ErrorKind::InvalidArgument);
  CHECK(has(r.error(), "atomic_array<8> needs 8 elements, but the borrow has 7"));
  // A subrange is checked by its own length.
  auto h2 = zeros<unsigned>(s, 16);
  auto r2 = launch(s, cfg1(1, 32), AtomicArrayCount{}, v.borrow(),
                   atomic_array<8>(h2.borrow_mut(10, 6)), 0u);
  REQUIRE(!r2);
  CHECK(r2.error().kind() == ErrorKind::InvalidArgument);
  // The borrow is an atomic borrow like rsgpu::atomic's (S3, S11).
  auto r3 = launch(s, cfg1(1, 32), AtomicArrayCount{}, h2.borrow(),
                   atomic_array<8>(h2.borrow_mut()), 0u);
  REQUIRE(!r3);
  CHECK(r3.error().kind() == ErrorKind::BorrowConflict);
  REQUIRE(s.synchronize());
  CHECK(read(h) == std::vector<unsigned>(7, 0)); // nothing ran
}

TEST_CASE("S6_atomic_array_index_past_N_panics", "[device][atomic][views]") {
  auto s = make_stream();
  auto v = zeros<unsigned>(s, 4);
  auto h = zeros<unsigned>(s, 9); // index 8 is inside the buffer, not the view
  REQUIRE(launch(s, cfg1(1, 32), AtomicArrayCount{}, v.borrow(),
                 atomic_array<8>(h.borrow_mut()), 8u));
  auto p = s.synchronize();
  REQUIRE(!p);
  CHECK(p.error().kind() == ErrorKind::DevicePanic);
  CHECK(has(p.error(), "the len is 8 but the index is 8"));
}

TEST_CASE("zip of row and column bands multiplies matrices",
          "[device][matrix][views]") {
  // m x k times k x n, with k not a multiple of the tile (the zip walks
  // min(a.cols, b.rows) / T whole tiles: the product of the first 8 columns
  // of A and rows of B).
  const unsigned T = 4, m = 8, k = 10, n = 12, kk = 8;
  std::vector<int> ha(m * k), hb(k * n), ref(m * n, 0);
  for (unsigned i = 0; i < m * k; ++i) ha[i] = int(i % 7) - 3;
  for (unsigned i = 0; i < k * n; ++i) hb[i] = int(i % 5) - 2;
  for (unsigned i = 0; i < m; ++i)
    for (unsigned p = 0; p < kk; ++p)
      for (unsigned j = 0; j < n; ++j) ref[i * n + j] += ha[i * k + p] * hb[p * n + j];
  auto s = make_stream();
  auto a = DeviceBuffer<int>::from_host(s, ha);
  auto b = DeviceBuffer<int>::from_host(s, hb);
  REQUIRE(a);
  REQUIRE(b);
  auto c = zeros<int>(s, m * n);
  REQUIRE(bands_matmul<T>(s, cfg2(n / T, m / T, T), {*a, m, k}, {*b, k, n},
                          {c, m, n}));
  CHECK(read(c) == ref);
  // Zipped on the device instead, reading the tiles with checked indices.
  auto o = zeros<int>(s, m * n);
  REQUIRE(launch(s, cfg2(n / T, m / T, T), BandsDeviceZip<T>{},
                 row_bands<T>(matrix(a->borrow(), m, k)),
                 col_bands<T>(matrix(b->borrow(), k, n)),
                 tiles_mut<T>(matrix(o.borrow_mut(), m, n)), 0u));
  auto vo = read(o);
  for (unsigned i = 0; i < m; ++i)
    for (unsigned j = 0; j < n; ++j) {
      int want = 0;
      for (unsigned q = 0; q < kk / T; ++q) // tile pair q, element (ty, tx)
        want += ha[i * k + q * T + j % T] * hb[(q * T + i % T) * n + j];
      REQUIRE(vo[i * n + j] == want * 1000 + int(kk / T));
    }
}

TEST_CASE("S6_band_view_outside_the_matrix_rejected",
          "[device][matrix][views]") {
  // Band by of a row_bands<4> view is read with no check, so launch() refuses
  // a grid with more block rows (columns) than the matrix has bands.
  const unsigned T = 4;
  auto s = make_stream();
  auto a = zeros<int>(s, 8 * 8);
  auto b = zeros<int>(s, 8 * 8);
  auto c = zeros<int>(s, 12 * 12);
  auto go = [&](LaunchConfig cfg, unsigned ar, unsigned bc) {
    return bands_matmul<T>(s, cfg, {a, ar, 8}, {b, 8, bc}, {c, 12, 12});
  };
  auto r = go(cfg2(2, 3, T), 8, 8); // 3 block rows, 2 row bands
  REQUIRE(!r);
  CHECK(r.error().kind() == ErrorKind::InvalidArgument);
  CHECK(has(r.error(), "row_bands<4> of a 8 x 8 matrix has 2 bands, but the "
                       "grid has 3 blocks along y"));
  auto r2 = go(cfg2(3, 2, T), 8, 8); // 3 block columns, 2 column bands
  REQUIRE(!r2);
  CHECK(has(r2.error(), "col_bands<4> of a 8 x 8 matrix has 2 bands, but the "
                        "grid has 3 blocks along x"));
  auto r3 = go(cfg2(2, 2, T), 7, 8); // a partial band is not a band
  REQUIRE(!r3);
  CHECK(has(r3.error(), "has 1 bands, but the grid has 2 blocks along y"));
  // The matrix itself is checked against its buffer first (rsgpu::matrix).
  auto r4 = go(cfg2(2, 2, T), 9, 8);
  REQUIRE(!r4);
  CHECK(has(r4.error(), "9 x 8 needs 72 elements"));
  REQUIRE(s.synchronize());
  CHECK(read(c) == std::vector<int>(144, 0)); // nothing ran
}

TEST_CASE("S6_tiles_mut_grid_past_the_matrix_rejected",
          "[device][matrix][views]") {
  // Every launched thread writes its element with no guard, so the grid must
  // cover whole tiles of the matrix only, with N x N blocks and no z.
  const unsigned T = 4;
  auto s = make_stream();
  auto a = zeros<int>(s, 64);
  auto b = zeros<int>(s, 64);
  auto c = zeros<int>(s, 64);
  auto go = [&](LaunchConfig cfg, unsigned cr, unsigned cc) {
    return bands_matmul<T>(s, cfg, {a, 8, 8}, {b, 8, 8}, {c, cr, cc});
  };
  auto r = go(cfg2(2, 2, T), 8, 7); // 7 columns: one whole tile across
  REQUIRE(!r);
  CHECK(r.error().kind() == ErrorKind::InvalidArgument);
  CHECK(has(r.error(), "tiles_mut<4> of a 8 x 7 matrix has 1 x 2 whole tiles"));
  LaunchConfig z = cfg2(2, 2, T);
  z.grid.z = 2; // two blocks would own each tile
  auto r2 = go(z, 8, 8);
  REQUIRE(!r2);
  REQUIRE(s.synchronize());
  CHECK(read(c) == std::vector<int>(64, 0));
}

TEST_CASE("S3_tiles_mut_and_bands_of_one_buffer_conflict",
          "[device][matrix][views]") {
  const unsigned T = 4;
  auto s = make_stream();
  auto a = zeros<int>(s, 64);
  auto b = zeros<int>(s, 64);
  auto r = bands_matmul<T>(s, cfg2(2, 2, T), {a, 8, 8}, {b, 8, 8}, {a, 8, 8});
  REQUIRE(!r);
  CHECK(r.error().kind() == ErrorKind::BorrowConflict);
  // Both bands of one shared buffer are fine (A * A).
  auto c = zeros<int>(s, 64);
  REQUIRE(bands_matmul<T>(s, cfg2(2, 2, T), {a, 8, 8}, {a, 8, 8}, {c, 8, 8}));
  REQUIRE(s.synchronize());
}

TEST_CASE("S6_band_tile_read_outside_the_tile_panics",
          "[device][matrix][views]") {
  // A tile read at unsigned indices is checked against the tile, not the
  // matrix: row 4 of a 4 x 4 tile is inside the matrix but not the tile.
  const unsigned T = 4;
  auto s = make_stream();
  auto a = zeros<int>(s, 64);
  auto b = zeros<int>(s, 64);
  auto o = zeros<int>(s, 64);
  REQUIRE(launch(s, cfg2(1, 1, T), BandsDeviceZip<T>{},
                 row_bands<T>(matrix(a.borrow(), 8, 8)),
                 col_bands<T>(matrix(b.borrow(), 8, 8)),
                 tiles_mut<T>(matrix(o.borrow_mut(), 8, 8)), 1u));
  auto p = s.synchronize();
  REQUIRE(!p);
  CHECK(p.error().kind() == ErrorKind::DevicePanic);
  CHECK(has(p.error(), "is outside the matrix"));
}
