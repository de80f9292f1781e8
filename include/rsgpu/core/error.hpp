#pragma once
// Error and Result: every fallible host call returns Result<T>
// (rsgpu's class deriving from cuda::std::expected<T, Error>). No CUDA error code is dropped (S12).
//
//   rsgpu::Result<rsgpu::Stream> s = rsgpu::Stream::create();
//   if (!s) std::fprintf(stderr, "%s\n", s.error().to_string().c_str());
//
// In nvcc's device pass, which compiles no host code, Result<T> stands on
// declarations only (detail/result_decl.hpp) instead of libcu++'s expected.
#include <cstring>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include "config.hpp"
#include "dim3.hpp"
#if RSGPU_DEVICE_PASS
#include "detail/result_decl.hpp"
#else
#include <cuda/std/expected>
#endif

namespace rsgpu {

enum class ErrorKind {
  Cuda,                // a CUDA runtime call failed; cuda_name() says which error
  InvalidArgument,     // e.g. size mismatch between a host span and a buffer
  InvalidLaunchConfig, // zero sizes, too many threads, too much shared memory
  BorrowConflict,      // S3: aliasing exclusive borrow
  Busy,                // S4: try_ variant refused because a kernel still borrows
  UseAfterMove,        // S1/S13: an emptied owner or borrow was used
  DevicePanic,         // S6: a kernel panicked (bounds check, RSGPU_PANIC)
  DataRace,            // emulator racecheck
  MemoryError,         // emulator memcheck (freed buffer, uninitialised read)
  SyncError,           // emulator synccheck (divergent barrier / warp collective)
  Unsupported,
};

constexpr const char *to_string(ErrorKind k) {
  switch (k) {
  case ErrorKind::Cuda: return "Cuda";
  case ErrorKind::InvalidArgument: return "InvalidArgument";
  case ErrorKind::InvalidLaunchConfig: return "InvalidLaunchConfig";
  case ErrorKind::BorrowConflict: return "BorrowConflict";
  case ErrorKind::Busy: return "Busy";
  case ErrorKind::UseAfterMove: return "UseAfterMove";
  case ErrorKind::DevicePanic: return "DevicePanic";
  case ErrorKind::DataRace: return "DataRace";
  case ErrorKind::MemoryError: return "MemoryError";
  case ErrorKind::SyncError: return "SyncError";
  case ErrorKind::Unsupported: return "Unsupported";
  }
  return "Unknown";
}

namespace detail {
template <std::size_t N> void copy_text(char (&dst)[N], std::string_view src) {
  std::size_t n = src.size() < N - 1 ? src.size() : N - 1;
  if (n) std::memcpy(dst, src.data(), n);
  dst[n] = '\0';
}
} // namespace detail

/// Where a device panic happened (S6).
struct PanicInfo {
  char message_buf[256] = {};
  char file_buf[192] = {};
  unsigned line = 0;
  Dim3 block{0, 0, 0};
  Dim3 thread{0, 0, 0};

  std::string_view message() const { return message_buf; }
  std::string_view file() const { return file_buf; }
};

/// A host-side error: a kind, the CUDA error name where there is one, a message,
/// and for DevicePanic the panic's location. A trivially copyable value (fixed
/// text buffers), so libcu++'s expected<T, Error> is clean under nvcc too.
class Error {
public:
  Error(ErrorKind kind, std::string_view message,
        std::string_view cuda_name = {})
      : kind_(kind) {
    detail::copy_text(message_, message);
    detail::copy_text(cuda_name_, cuda_name);
  }
  static Error device_panic(std::string_view message, std::string_view file,
                            unsigned line, Dim3 block, Dim3 thread) {
    Error e(ErrorKind::DevicePanic, message);
    detail::copy_text(e.panic_.message_buf, message);
    detail::copy_text(e.panic_.file_buf, file);
    e.panic_.line = line;
    e.panic_.block = block;
    e.panic_.thread = thread;
    e.has_panic_ = true;
    return e;
  }

  ErrorKind kind() const { return kind_; }
  std::string_view message() const { return message_; }
  /// e.g. "cudaErrorMemoryAllocation"; empty when the error is not CUDA's.
  std::string_view cuda_name() const { return cuda_name_; }
  /// Only meaningful when kind() == DevicePanic.
  const PanicInfo &panic() const { return panic_; }
  bool has_panic_info() const { return has_panic_; }

  std::string to_string() const {
    std::string s = rsgpu::to_string(kind_);
    if (cuda_name_[0]) s += std::string(" (") + cuda_name_ + ")";
    s += std::string(": ") + message_;
    if (has_panic_) {
      s += std::string(" at ") + panic_.file_buf + ":" +
           std::to_string(panic_.line) + " in block " + dim(panic_.block) +
           " thread " + dim(panic_.thread);
    }
    return s;
  }

private:
  static std::string dim(Dim3 d) {
    return "(" + std::to_string(d.x) + ", " + std::to_string(d.y) + ", " +
           std::to_string(d.z) + ")";
  }
  ErrorKind kind_;
  bool has_panic_ = false;
  char cuda_name_[64] = {};
  char message_[384] = {};
  PanicInfo panic_;
};

#if RSGPU_DEVICE_PASS
/// The device pass's Result: the same name and members, declared only.
template <class T = void> class Result : public detail::expected_decl<T, Error> {
public:
  using detail::expected_decl<T, Error>::expected_decl;
};

namespace detail {
template <class E> using unexpected_t = unexpected_decl<E>;
} // namespace detail
#else
namespace detail {
// The condition of the S1 message below, named after the rule (the compiler
// prints it with the value type: docs/safety-model.md).
template <class T>
inline constexpr bool S1_a_result_holding_a_move_only_value_is_move_only = false;
// Result<T>'s base: expected<T, Error>, whose copies are deleted here, by
// rsgpu, when T is move-only, so that even a const copy is one short error.
template <class T, bool = std::is_copy_constructible_v<cuda::std::expected<T, Error>>>
struct ResultBase : cuda::std::expected<T, Error> {
  using cuda::std::expected<T, Error>::expected;
  ResultBase() = default;
  ResultBase(const cuda::std::expected<T, Error> &b) : cuda::std::expected<T, Error>(b) {}
  ResultBase(cuda::std::expected<T, Error> &&b)
      : cuda::std::expected<T, Error>(std::move(b)) {}
};
template <class T> struct ResultBase<T, false> : cuda::std::expected<T, Error> {
  using cuda::std::expected<T, Error>::expected;
  ResultBase() = default;
  ResultBase(cuda::std::expected<T, Error> &&b)
      : cuda::std::expected<T, Error>(std::move(b)) {}
  ResultBase(const ResultBase &) = delete; // rsgpu S1: holds a move-only owner: std::move(r)
  ResultBase(ResultBase &&) = default;
  ResultBase &operator=(const ResultBase &) = delete; // rsgpu S1: move-only: std::move(r)
  ResultBase &operator=(ResultBase &&) = default;
};
} // namespace detail

/// Result<T>: libcu++'s expected<T, Error> (every member is expected's), as
/// rsgpu's own class so that copying a Result of a move-only owner
/// (DeviceBuffer, DeviceBox, Stream) is one error naming S1 instead of
/// libcu++'s internals. Copies stay deleted for such T (the traits say so); an
/// lvalue copy picks the constructor below only to say why. Functions
/// returning a Result are [[nodiscard]] one by one (as before).
template <class T = void>
class Result : public detail::ResultBase<T> {
  using Base = cuda::std::expected<T, Error>;
  template <class U>
  using if_copy_of_move_only =
      std::enable_if_t<std::is_same_v<std::remove_cv_t<U>, Result> &&
                           !std::is_copy_constructible_v<Base>,
                       int>;

public:
  using detail::ResultBase<T>::ResultBase;
  Result() = default;
  // from expected's own monadic results (and_then, transform, ...)
  template <class B = Base,
            std::enable_if_t<std::is_same_v<B, Base> && std::is_copy_constructible_v<B>,
                             int> = 0>
  Result(const B &b) : detail::ResultBase<T>(b) {}
  Result(Base &&b) : detail::ResultBase<T>(std::move(b)) {}

  template <class U, if_copy_of_move_only<U> = 0>
  Result(U &) : detail::ResultBase<T>(cuda::std::unexpect, ErrorKind::UseAfterMove, "") {
    static_assert(detail::S1_a_result_holding_a_move_only_value_is_move_only<T>,
                  "rsgpu S1: this Result holds a move-only owner (DeviceBuffer, "
                  "DeviceBox, Stream), so it is move-only too: move it "
                  "(std::move(r)) or take the owner out (std::move(*r))");
  }
  template <class U, if_copy_of_move_only<U> = 0> Result &operator=(U &) {
    static_assert(detail::S1_a_result_holding_a_move_only_value_is_move_only<T>,
                  "rsgpu S1: this Result holds a move-only owner (DeviceBuffer, "
                  "DeviceBox, Stream), so it is move-only too: move-assign it "
                  "(r2 = std::move(r))");
    return *this;
  }
};

namespace detail {
/// What err() returns: cuda::std::unexpected<E> (in the device pass, its
/// declaration-only stand-in).
template <class E> using unexpected_t = cuda::std::unexpected<E>;
} // namespace detail
#endif // RSGPU_DEVICE_PASS

/// Shorthand for returning an error: `return rsgpu::err(ErrorKind::Busy, "...");`
inline detail::unexpected_t<Error> err(ErrorKind k, std::string_view msg,
                                       std::string_view cuda_name = {}) {
  return detail::unexpected_t<Error>(Error(k, msg, cuda_name));
}
inline detail::unexpected_t<Error> err(const Error &e) {
  return detail::unexpected_t<Error>(e);
}

} // namespace rsgpu

/// Propagate an error like Rust's `?`: `RSGPU_TRY(buf.copy_from_host(x));`
#define RSGPU_TRY(expr)                                                        \
  do {                                                                         \
    auto &&rsgpu_try_r_ = (expr);                                              \
    if (!rsgpu_try_r_) return ::rsgpu::err(rsgpu_try_r_.error());   \
  } while (0)
