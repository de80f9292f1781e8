// Struct members of an element: `e->m` (checked by what the access did to
// the element's bytes when its full expression ends) and `e.field(&T::m)`
// (an ElemRef of the member alone), docs/library.md.
#include <string>
#include <vector>

#include "emu_support.hpp"

using namespace emu;
using Catch::Matchers::Contains;

namespace {
struct Body {
  float x, y, z;
  unsigned tag;
  float v[4];
};
struct Big {
  unsigned words[80]; // 320 bytes: `->` checks it as a write of the whole element
};
} // namespace
RSGPU_DEVICE_COPY(Body);
RSGPU_DEVICE_COPY(Big);
namespace {
std::string msg(const rsgpu::Error &e) { return std::string(e.message()); }

/// Every thread reads members of element 0 through `->`.
struct ReadZeroArrow {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<Body> b,
                           rsgpu::SliceMut<float> out) const {
    if (auto o = out.mine(t)) *o = b.unsafe_at(0)->x + b.unsafe_at(0)->v[2];
  }
};
/// Thread 3 of every block writes member `x` of element 0 through `->`.
struct WriteZeroArrow {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<Body> b) const {
    if (t.block().thread_rank() == 3) b.unsafe_at(0)->x = float(t.block_idx().x) + 1.0f;
  }
};
/// Rank 0 of block 0 writes `x`, rank 0 of block 1 writes `tag`, each by field().
struct WriteMembersByField {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<Body> b) const {
    if (t.block().thread_rank() != 0) return;
    if (t.block_idx().x == 0) b.unsafe_at(0).field(&Body::x) = 7.0f;
    else b.unsafe_at(0).field(&Body::tag) = 9u;
  }
};
/// Rank 0 of blocks 0 and 1 both write v[1] by field(&Body::v, 1).
struct WriteArrayMemberByField {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<Body> b, std::size_t i) const {
    if (t.block().thread_rank() == 0) b.unsafe_at(0).field(&Body::v, i) = 1.0f;
  }
};
/// Each thread sets the positions of its own body through `->`, not the tag.
struct SetPositions {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<Body> b) const {
    if (auto e = b.mine(t)) {
      (*e)->x = 1.0f;
      (*e)->y = 2.0f;
      (*e)->z = 3.0f;
      for (int k = 0; k < 4; ++k) (*e)->v[k] = 0.5f;
    }
  }
};
/// Reads its own body: whole, its tag by field(), its x by field(), or its
/// tag through `->`.
enum class How : int { Whole, TagField, XField, TagArrow };
struct ReadOwn {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<Body> b, rsgpu::SliceMut<float> out,
                           How how) const {
    if (auto o = out.mine(t)) {
      auto e = b.unsafe_at(o.index());
      switch (how) {
      case How::Whole: *o = Body(e).z; break;
      case How::TagField: *o = float(unsigned(e.field(&Body::tag))); break;
      case How::XField: *o = e.field(&Body::x); break;
      case How::TagArrow: *o = float(e->tag); break;
      }
    }
  }
};
/// `->` write and a panic (out-of-bounds index) in one full expression.
struct PanicInArrowWrite {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<Body> b,
                           rsgpu::Slice<const float> in) const {
    if (auto e = b.mine(t)) (*e)->x = in[e.index() + (t.global_id() == 5 ? 1000 : 0)];
  }
};
/// Each thread bumps its own body's members through `->`, around a barrier
/// (the fiber path, not the fast one).
struct BumpAroundBarrier {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<Body> b) const {
    auto e = b.unsafe_at(t.global_id());
    e->x += 1.0f;
    t.block().sync();
    e->tag = e->tag + 1;
    e->v[3] *= 2.0f;
  }
};
struct ReadBigArrow {
  RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<Big> b,
                           rsgpu::SliceMut<unsigned> out) const {
    if (auto o = out.mine(t)) *o = b.unsafe_at(0)->words[7];
  }
};
} // namespace

TEST_CASE("S5_member_reads_through_arrow_by_many_threads_run_clean", "[emulator][racecheck]") {
  auto s = stream();
  auto b = rsgpu::DeviceBuffer<Body>::from_host(
      s, std::vector<Body>(4, Body{1.5f, 0, 0, 0, {0, 0, 2.0f, 0}}));
  auto out = rsgpu::DeviceBuffer<float>::zeroed(s, 128);
  REQUIRE(b);
  REQUIRE(out);
  REQUIRE(rsgpu::launch(s, config({4}, {32}), ReadZeroArrow{}, b->borrow_mut(),
                        out->borrow_mut()));
  expect_ok(s);
  auto v = out->to_vec();
  REQUIRE(v);
  CHECK((*v)[0] == 3.5f);
  CHECK((*v)[127] == 3.5f);
}

TEST_CASE("S5_member_writes_through_arrow_by_two_blocks_race", "[emulator][racecheck]") {
  auto s = stream();
  auto b = rsgpu::DeviceBuffer<Body>::zeroed(s, 4);
  REQUIRE(b);
  REQUIRE(rsgpu::launch(s, config({2}, {32}), WriteZeroArrow{}, b->borrow_mut()));
  auto e = expect_error(s, ErrorKind::DataRace);
  const auto m = msg(e);
  INFO(m);
  CHECK_THAT(m, Contains("WriteZeroArrow") && Contains("write") && Contains("global memory"));
  CHECK_THAT(m, Contains("block (0, 0, 0)") && Contains("block (1, 0, 0)"));
  CHECK_THAT(m, Contains("(3, 0, 0)"));
}

TEST_CASE("S5_member_read_through_arrow_races_with_its_write", "[emulator][racecheck]") {
  // Block 1's threads read x of element 0 while block 0's thread 3 writes it.
  struct ReadAndWrite {
    RSGPU_FN void operator()(rsgpu::Thread t, rsgpu::SliceMut<Body> b,
                             rsgpu::SliceMut<float> out) const {
      if (t.block_idx().x == 0) {
        if (t.block().thread_rank() == 3) b.unsafe_at(0)->x = 4.0f;
      } else if (auto o = out.mine(t)) {
        *o = b.unsafe_at(0)->x;
      }
    }
  };
  auto s = stream();
  auto b = rsgpu::DeviceBuffer<Body>::zeroed(s, 1);
  auto out = rsgpu::DeviceBuffer<float>::zeroed(s, 64);
  REQUIRE(b);
  REQUIRE(out);
  REQUIRE(rsgpu::launch(s, config({2}, {32}), ReadAndWrite{}, b->borrow_mut(),
                        out->borrow_mut()));
  auto e = expect_error(s, ErrorKind::DataRace);
  const auto m = msg(e);
  INFO(m);
  CHECK_THAT(m, Contains("block (0, 0, 0)") && Contains("block (1, 0, 0)") &&
                    Contains("index 0 of"));
}

TEST_CASE("S5_member_field_writes_are_exact", "[emulator][racecheck]") {
  auto s = stream();
  auto b = rsgpu::DeviceBuffer<Body>::zeroed(s, 1);
  REQUIRE(b);
  // Different members of one element by two blocks: no race.
  REQUIRE(rsgpu::launch(s, config({2}, {32}), WriteMembersByField{}, b->borrow_mut()));
  expect_ok(s);
  auto v = b->to_vec();
  REQUIRE(v);
  CHECK((*v)[0].x == 7.0f);
  CHECK((*v)[0].tag == 9u);
  // One member (v[1]) by both: a race.
  REQUIRE(rsgpu::launch(s, config({2}, {32}), WriteArrayMemberByField{}, b->borrow_mut(),
                        std::size_t(1)));
  auto e = expect_error(s, ErrorKind::DataRace);
  CHECK_THAT(msg(e), Contains("block (0, 0, 0)") && Contains("block (1, 0, 0)"));
}

TEST_CASE("S6_member_field_array_index_is_bounds_checked", "[emulator][memcheck]") {
  auto s = stream();
  auto b = rsgpu::DeviceBuffer<Body>::zeroed(s, 1);
  REQUIRE(b);
  REQUIRE(rsgpu::launch(s, config({1}, {32}), WriteArrayMemberByField{}, b->borrow_mut(),
                        std::size_t(4)));
  auto e = expect_error(s, ErrorKind::DevicePanic);
  CHECK_THAT(msg(e), Contains("index out of bounds: the len is 4 but the index is 4"));
  CHECK_THAT(std::string(e.panic().file()), Contains("member_access_test.cpp"));
  CHECK(e.panic().line == 51); // the field(&Body::v, i) in WriteArrayMemberByField
}

TEST_CASE("S6_member_writes_through_arrow_initialise_only_their_bytes", "[emulator][memcheck]") {
  auto s = stream();
  auto b = rsgpu::DeviceBuffer<Body>::create(s, 64); // poisoned: nothing initialised
  auto out = rsgpu::DeviceBuffer<float>::zeroed(s, 64);
  REQUIRE(b);
  REQUIRE(out);
  REQUIRE(rsgpu::launch(s, config({2}, {32}), SetPositions{}, b->borrow_mut()));
  expect_ok(s);
  // x, y, z and v were written through `->`: reading them runs clean.
  REQUIRE(rsgpu::launch(s, config({2}, {32}), ReadOwn{}, b->borrow_mut(), out->borrow_mut(),
                        How::XField));
  expect_ok(s);
  // The tag never was: a whole read or the tag by field() is uninitialised.
  for (How how : {How::Whole, How::TagField}) {
    REQUIRE(rsgpu::launch(s, config({2}, {32}), ReadOwn{}, b->borrow_mut(), out->borrow_mut(),
                          how));
    auto e = expect_error(s, ErrorKind::MemoryError);
    const auto m = msg(e);
    INFO(m);
    CHECK_THAT(m, Contains("reads uninitialised global memory") && Contains("ReadOwn"));
  }
  // The tag through `->` of a partly written element: not known to be the
  // unset member (docs/library.md), so not reported.
  REQUIRE(rsgpu::launch(s, config({2}, {32}), ReadOwn{}, b->borrow_mut(), out->borrow_mut(),
                        How::TagArrow));
  expect_ok(s);
}

TEST_CASE("S6_member_read_through_arrow_of_a_never_written_element_is_uninitialised",
          "[emulator][memcheck]") {
  auto s = stream();
  auto b = rsgpu::DeviceBuffer<Body>::create(s, 64);
  auto out = rsgpu::DeviceBuffer<float>::zeroed(s, 64);
  REQUIRE(b);
  REQUIRE(out);
  REQUIRE(rsgpu::launch(s, config({2}, {32}), ReadOwn{}, b->borrow_mut(), out->borrow_mut(),
                        How::TagArrow));
  auto e = expect_error(s, ErrorKind::MemoryError);
  const auto m = msg(e);
  INFO(m);
  CHECK_THAT(m, Contains("reads uninitialised global memory") &&
                    Contains("-byte elements") && Contains("ReadOwn"));
}

TEST_CASE("S6_panic_inside_an_arrow_write_ends_the_launch", "[emulator][memcheck]") {
  auto s = stream();
  auto b = rsgpu::DeviceBuffer<Body>::zeroed(s, 64);
  auto in = rsgpu::DeviceBuffer<float>::zeroed(s, 64);
  REQUIRE(b);
  REQUIRE(in);
  REQUIRE(rsgpu::launch(s, config({2}, {32}), PanicInArrowWrite{}, b->borrow_mut(),
                        in->borrow()));
  auto e = expect_error(s, ErrorKind::DevicePanic);
  CHECK(e.panic().block.x == 0);
  CHECK(e.panic().thread.x == 5);
  CHECK_THAT(msg(e), Contains("the len is 64 but the index is 1005"));
}

TEST_CASE("S5_member_updates_through_arrow_around_a_barrier_run_clean", "[emulator][racecheck]") {
  auto s = stream();
  auto b = rsgpu::DeviceBuffer<Body>::from_host(
      s, std::vector<Body>(64, Body{0, 0, 0, 5u, {0, 0, 0, 1.5f}}));
  REQUIRE(b);
  REQUIRE(rsgpu::launch(s, config({2}, {32}), BumpAroundBarrier{}, b->borrow_mut()));
  expect_ok(s);
  auto v = b->to_vec();
  REQUIRE(v);
  CHECK((*v)[63].x == 1.0f);
  CHECK((*v)[63].tag == 6u);
  CHECK((*v)[63].v[3] == 3.0f);
}

TEST_CASE("S5_member_reads_through_arrow_of_a_large_element_count_as_writes",
          "[emulator][racecheck]") {
  // Over 256 bytes the element is not copied: `->` is a write of all of it
  // (docs/library.md), so readers of two blocks race.
  auto s = stream();
  auto b = rsgpu::DeviceBuffer<Big>::zeroed(s, 1);
  auto out = rsgpu::DeviceBuffer<unsigned>::zeroed(s, 64);
  REQUIRE(b);
  REQUIRE(out);
  REQUIRE(rsgpu::launch(s, config({2}, {32}), ReadBigArrow{}, b->borrow_mut(),
                        out->borrow_mut()));
  auto e = expect_error(s, ErrorKind::DataRace);
  CHECK_THAT(msg(e), Contains("ReadBigArrow"));
}
