#pragma once
// DeviceCopy (S2): the values that may cross the launch boundary by copy.
// Arithmetic types, enums, rsgpu's device views, arrays of DeviceCopy, and user
// types that opt in with RSGPU_DEVICE_COPY(Type) — like Rust's `unsafe impl
// DeviceCopy`: the type must be trivially copyable and must not hold host
// pointers. Raw pointers, references and host containers never qualify.
//
//   struct Particle { float x, v; };
//   RSGPU_DEVICE_COPY(Particle);           // at namespace scope
//   static_assert(rsgpu::is_device_copy_v<Particle>);
#include <array>
#include <type_traits>

namespace rsgpu {

template <class T, class = void> struct is_device_copy : std::false_type {};

template <class T>
struct is_device_copy<T, std::enable_if_t<std::is_arithmetic_v<T> ||
                                          std::is_enum_v<T>>>
    : std::true_type {};

template <class T, std::size_t N>
struct is_device_copy<std::array<T, N>> : is_device_copy<T> {};
template <class T, std::size_t N>
struct is_device_copy<T[N]> : is_device_copy<T> {};

template <class T>
inline constexpr bool is_device_copy_v = is_device_copy<T>::value;

#if __cplusplus >= 202002L
template <class T>
concept DeviceCopy = is_device_copy_v<T>;
#endif

namespace detail {
template <class T, class = void> struct is_range : std::false_type {};
template <class T>
struct is_range<T, std::void_t<decltype(std::declval<T &>().begin()),
                               decltype(std::declval<T &>().end())>>
    : std::true_type {};

/// Readable S2 diagnostics for launch argument number I (0-based).
template <std::size_t I, class T> struct check_device_copy {
  static_assert(!std::is_pointer_v<T>,
                "rsgpu::launch: a raw pointer cannot cross the launch boundary "
                "(S2): lend a DeviceBuffer with .borrow() or .borrow_mut()");
  static_assert(!std::is_reference_v<T>,
                "rsgpu::launch: a reference cannot cross the launch boundary "
                "(S2): pass a value or a borrow of a DeviceBuffer");
  static_assert(std::is_pointer_v<T> || std::is_trivially_copyable_v<T> ||
                    !is_range<T>::value,
                "rsgpu::launch: a host container (std::vector, std::string, "
                "...) cannot cross the launch boundary (S2): copy it into a "
                "DeviceBuffer and pass .borrow()");
  static_assert(std::is_pointer_v<T> || is_device_copy_v<T> ||
                    (is_range<T>::value && !std::is_trivially_copyable_v<T>),
                "rsgpu::launch: argument type is not DeviceCopy (S2): only "
                "arithmetic types, enums, rsgpu views/borrows and types marked "
                "RSGPU_DEVICE_COPY may be passed to a kernel");
  static constexpr bool value = true;
};
} // namespace detail
} // namespace rsgpu

/// Opt a trivially copyable, pointer-free user type into DeviceCopy.
#define RSGPU_DEVICE_COPY(...)                                                 \
  template <> struct rsgpu::is_device_copy<__VA_ARGS__> : std::true_type {     \
    static_assert(std::is_trivially_copyable_v<__VA_ARGS__>,                   \
                  "RSGPU_DEVICE_COPY: the type must be trivially copyable");   \
  }
