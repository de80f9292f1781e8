#pragma once
// What may cross the launch boundary, and what may be stored (S2, S7).
//
// Two notions, kept apart (DESIGN.md: "Views are launch arguments, not data"):
//
// - DeviceCopy (`is_device_copy`): plain data, which may be stored in device
//   memory (DeviceBuffer<T>, DeviceBox<T>, an element of a view, a member of a
//   RSGPU_DEVICE_COPY struct) and passed to a kernel by copy. Arithmetic
//   types, enums, arrays of DeviceCopy, and user types that opt in with
//   RSGPU_DEVICE_COPY(Type) — like Rust's `unsafe impl DeviceCopy`.
// - Launch-bound (`is_launch_bound`): rsgpu's device views (Slice, SliceMut,
//   AtomicSlice, Matrix, Zip, ...), bound to the borrow that made them and to
//   their launch. They cross `launch()` as arguments but are never data:
//   Rust's `&'a mut [T]` cannot enter a `'static` buffer. Every such type
//   derives from detail::LaunchBound<Self>, whose copy assignment is deleted:
//   a class holding one loses its own copy assignment, which is what
//   RSGPU_DEVICE_COPY checks (C++17 cannot list a struct's members).
// - Block-local (`is_block_local`): shared-memory handles (SharedSlice,
//   SharedTile). Move-only; they cross nothing (S7).
//
// `is_launch_arg` = DeviceCopy or launch-bound: what a kernel may receive.
//
// Compile errors about a safety property start with "rsgpu S<n>:"; the type
// at fault is named by the compiler's "In instantiation of ..." line and its
// note "'rsgpu::detail::...<TYPE>' evaluates to false".
//
//   struct Particle { float x, v; };
//   RSGPU_DEVICE_COPY(Particle);           // at namespace scope
//   static_assert(rsgpu::is_device_copy_v<Particle>);
#include <array>
#include <type_traits>

namespace rsgpu {

namespace detail {
/// Base of every launch-bound type (CRTP, so that a view holding a view keeps
/// both empty bases at no cost). Copyable, trivially; not assignable.
template <class Self> struct LaunchBound {
  using rsgpu_launch_bound = Self;
  LaunchBound() = default;
  LaunchBound(const LaunchBound &) = default;
  LaunchBound &operator=(const LaunchBound &) = delete;
};
/// Base of every execution handle (Thread, Block, Grid, Tile, PartialWarp,
/// Cluster): the identity of the running thread, which only launch() makes
/// and checks against the launch's shape. Copyable; not assignable, so a
/// struct holding one is not either, and RSGPU_DEVICE_COPY refuses it: a
/// handle kept in device memory (or made from zeroed bytes) would name a
/// thread no launch checked (S5: `mine` would index with it).
template <class Self> struct ExecHandle {
  using rsgpu_exec_handle = Self;
  ExecHandle() = default;
  ExecHandle(const ExecHandle &) = default;
  ExecHandle &operator=(const ExecHandle &) = delete;
};
} // namespace detail

template <class T, class = void> struct is_launch_bound : std::false_type {};
template <class T>
struct is_launch_bound<T, std::void_t<typename T::rsgpu_launch_bound>>
    : std::true_type {};
template <class T>
inline constexpr bool is_launch_bound_v = is_launch_bound<T>::value;

template <class T, class = void> struct is_exec_handle : std::false_type {};
template <class T>
struct is_exec_handle<T, std::void_t<typename T::rsgpu_exec_handle>>
    : std::true_type {};
template <class T>
inline constexpr bool is_exec_handle_v = is_exec_handle<T>::value;

/// Shared-memory handles specialise this (exec/shared.hpp).
template <class T, class = void> struct is_block_local : std::false_type {};
template <class T>
inline constexpr bool is_block_local_v = is_block_local<T>::value;

template <class T, class = void> struct is_device_copy : std::false_type {};

template <class T>
struct is_device_copy<T, std::enable_if_t<std::is_arithmetic_v<T> ||
                                          std::is_enum_v<T>>>
    : std::true_type {};

template <class T, std::size_t N>
struct is_device_copy<std::array<T, N>> : is_device_copy<T> {};
template <class T, std::size_t N>
struct is_device_copy<T[N]> : is_device_copy<T> {};

/// Storable plain data. A launch-bound or block-local type never is, whatever
/// specialisation says otherwise.
template <class T>
inline constexpr bool is_device_copy_v =
    is_device_copy<T>::value && !is_launch_bound_v<T> && !is_block_local_v<T> &&
    !is_exec_handle_v<T>;

/// What a kernel may receive: DeviceCopy data or a launch-bound view.
template <class T>
inline constexpr bool is_launch_arg_v = is_device_copy_v<T> ||
                                        (is_launch_bound_v<T> &&
                                         !is_block_local_v<T>);

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

// Named conditions: the compiler's note "'...<TYPE>' evaluates to false"
// names the type at fault.
template <class T>
inline constexpr bool S7_not_a_shared_memory_handle = !is_block_local_v<T>;
template <class T>
inline constexpr bool S2_not_a_launch_bound_view =
    is_block_local_v<T> || !is_launch_bound_v<T>;
template <class T>
inline constexpr bool S2_is_device_copy =
    is_block_local_v<T> || is_launch_bound_v<T> || is_device_copy_v<T>;

/// S2/S7: T is kept in device or shared memory: never a view or a
/// shared-memory handle. `value` is true: the static_asserts report.
template <class T> struct check_no_view {
  static_assert(S7_not_a_shared_memory_handle<T>,
                "rsgpu S7: a shared-memory handle (SharedSlice, SharedTile) "
                "lives for one block; it cannot be stored in device memory");
  static_assert(S2_not_a_launch_bound_view<T>,
                "rsgpu S2: a device view (Slice, SliceMut, AtomicSlice, "
                "Matrix, Zip, ...) is a launch argument bound to its borrow; "
                "it cannot be stored in device memory");
  static constexpr bool value = true;
};

/// S2/S7: T is stored in device memory (DeviceBuffer<T>, DeviceBox<T>, the
/// element of a view): DeviceCopy data only.
template <class T> struct check_storable {
  static_assert(check_no_view<T>::value);
  static_assert(S2_is_device_copy<T>,
                "rsgpu S2: device memory holds DeviceCopy data only: "
                "arithmetic types, enums, arrays of DeviceCopy, types marked "
                "RSGPU_DEVICE_COPY");
  static constexpr bool value = true;
};

template <class T>
inline constexpr bool S2_not_a_raw_pointer = !std::is_pointer_v<T>;
template <class T>
inline constexpr bool S2_not_a_reference = !std::is_reference_v<T>;
template <class T>
inline constexpr bool S2_not_a_host_container =
    std::is_pointer_v<T> || std::is_trivially_copyable_v<T> ||
    !is_range<T>::value;
template <class T>
inline constexpr bool
    S2_is_launch_arg = std::is_pointer_v<T> || is_block_local_v<T> ||
                       is_launch_arg_v<T> ||
                       (is_range<T>::value && !std::is_trivially_copyable_v<T>);

/// Readable S2 diagnostics for launch argument number I (0-based).
template <std::size_t I, class T> struct check_device_copy {
  static_assert(
      S2_not_a_raw_pointer<T>,
      "rsgpu S2: rsgpu::launch: a raw pointer cannot cross the launch "
      "boundary: lend a DeviceBuffer with .borrow() or .borrow_mut()");
  static_assert(S2_not_a_reference<T>,
                "rsgpu S2: rsgpu::launch: a reference cannot cross the launch "
                "boundary: pass a value or a borrow of a DeviceBuffer");
  static_assert(S2_not_a_host_container<T>,
                "rsgpu S2: rsgpu::launch: a host container (std::vector, "
                "std::string, ...) cannot cross the launch boundary: copy it "
                "into a DeviceBuffer and pass .borrow()");
  static_assert(S7_not_a_shared_memory_handle<T>,
                "rsgpu S7: rsgpu::launch: a shared-memory handle cannot be "
                "passed to a kernel: shared memory lives for one block");
  static_assert(S2_is_launch_arg<T>,
                "rsgpu S2: rsgpu::launch: argument type is not DeviceCopy: "
                "only arithmetic types, enums, rsgpu views/borrows and types "
                "marked RSGPU_DEVICE_COPY may be passed to a kernel");
  static constexpr bool value = true;
};

// RSGPU_DEVICE_COPY(T): the named conditions below read as the reason.
template <class T>
inline constexpr bool S2_device_copy_is_trivially_copyable =
    std::is_trivially_copyable_v<T>;
template <class T>
inline constexpr bool S7_device_copy_holds_no_move_only_member =
    std::is_copy_constructible_v<T> || !std::is_move_constructible_v<T>;
template <class T>
inline constexpr bool S2_device_copy_holds_no_view =
    !std::is_trivially_copyable_v<T> || !std::is_copy_constructible_v<T> ||
    std::is_copy_assignable_v<T>;
template <class T>
inline constexpr bool S2_device_copy_is_not_itself_a_view =
    !is_launch_bound_v<T> && !is_block_local_v<T> && !is_exec_handle_v<T>;

template <class T> struct check_device_copy_mark {
  static_assert(S7_device_copy_holds_no_move_only_member<T>,
                "rsgpu S7: RSGPU_DEVICE_COPY(T): T holds a move-only member, "
                "e.g. a shared-memory handle (SharedSlice, SharedTile), which "
                "lives for one block and cannot be stored");
  static_assert(S2_device_copy_is_trivially_copyable<T>,
                "rsgpu S2: RSGPU_DEVICE_COPY(T): T must be trivially copyable "
                "(no owners, borrows, host containers or user-written copies)");
  static_assert(S2_device_copy_holds_no_view<T>,
                "rsgpu S2: RSGPU_DEVICE_COPY(T): T cannot be copy-assigned: it "
                "holds a device view (Slice, SliceMut, AtomicSlice, Matrix, "
                "Zip, ...), a launch argument bound to its borrow that cannot "
                "be stored, or an execution handle (Thread, Block, Tile, "
                "Cluster: S5, only launch() makes one), or a const or "
                "reference member");
  static_assert(S2_device_copy_is_not_itself_a_view<T>,
                "rsgpu S2: RSGPU_DEVICE_COPY(T): T is an rsgpu view, "
                "shared-memory handle or execution handle, never storable "
                "data");
  static constexpr bool value = true;
};
} // namespace detail
} // namespace rsgpu

/// Opt a trivially copyable, pointer-free user type into DeviceCopy. The type
/// must be trivially copyable, copy-constructible and copy-assignable: a
/// member that is a device view or a shared-memory handle is rejected (S2, S7).
#define RSGPU_DEVICE_COPY(...)                                                 \
  template <>                                                                  \
  struct rsgpu::is_device_copy<__VA_ARGS__>                                    \
      : std::bool_constant<                                                    \
            ::rsgpu::detail::check_device_copy_mark<__VA_ARGS__>::value> {}
