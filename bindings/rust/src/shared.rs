//! Block-scoped shared memory (`__shared__`). Each *call site* of
//! [`shared_array`] names one array per block, alive for the block's lifetime.
use core::marker::PhantomData;
use core::ops::{Deref, Index, IndexMut};

use crate::atomic::{Atomic, Block};

/// A handle on one block-scoped shared array of `N` elements of `T`.
///
/// Reads and writes go through `get`/`set` or indexing (`s[i]`, `s[i] += x`
/// on a `let mut` handle; a 2-D tile is `shared_array::<[f32; C], R>()` and
/// `tile[r][c]`); whether two threads of a block
/// touch the same element without a barrier in between is checked by
/// rsgpu-gen's analyses and the host emulator, not by the type.
#[derive(Clone, Copy)]
pub struct SharedArray<T: Copy, const N: usize> {
    ptr: *mut T,
    _t: PhantomData<T>,
}

/// A type shared memory can hold: every slot holds [`SharedElem::zero`] until
/// a thread writes it (the device zero-fills each shared array at the kernel's
/// entry; the host bindings fill it with `zero()`). Implemented for the
/// primitive scalars, arrays of them of any length (so a padded tile
/// `shared_array::<[f32; 33], 32>()` works, where `Default` stops at 32),
/// nested arrays, and every `gpu_struct!` type.
///
/// ```ignore
/// let tile = shared_array::<[f32; 33], 32>(); // 32 x 32 tile, one column of padding
/// ```
pub trait SharedElem: Copy {
    /// The all-zero value (`0`, `0.0`, `false`, arrays and structs of zeros).
    fn zero() -> Self;
}

macro_rules! shared_elem_zero {
    ($($t:ty = $z:expr),* $(,)?) => { $(impl SharedElem for $t { #[inline(always)] fn zero() -> Self { $z } })* };
}
shared_elem_zero!(u8 = 0, u16 = 0, u32 = 0, u64 = 0, u128 = 0, usize = 0, i8 = 0, i16 = 0,
                  i32 = 0, i64 = 0, i128 = 0, isize = 0, f32 = 0.0, f64 = 0.0, bool = false,
                  char = '\0');

impl<T: SharedElem, const M: usize> SharedElem for [T; M] {
    #[inline(always)]
    fn zero() -> Self {
        [T::zero(); M]
    }
}

/// The block's shared array for this call site (`__shared__ T a[N];`).
#[inline(never)]
#[track_caller]
pub fn shared_array<T: SharedElem, const N: usize>() -> SharedArray<T, N> {
    let site = core::panic::Location::caller() as *const _ as usize;
    SharedArray { ptr: crate::ctx::shared_storage::<T, N>(site), _t: PhantomData }
}

impl<T: Copy, const N: usize> SharedArray<T, N> {
    /// Element `i`; panics when `i >= N`.
    #[inline(never)]
    #[track_caller]
    pub fn get(&self, i: usize) -> T {
        assert!(i < N, "shared array index out of bounds");
        unsafe { self.ptr.add(i).read_volatile() }
    }
    /// Sets element `i`; panics when `i >= N`.
    #[inline(never)]
    #[track_caller]
    pub fn set(&self, i: usize, v: T) {
        assert!(i < N, "shared array index out of bounds");
        unsafe { self.ptr.add(i).write_volatile(v) }
    }
    /// Number of elements, `N`.
    #[inline(never)]
    pub fn len(&self) -> usize {
        N
    }
    /// Whether `N == 0`.
    #[inline(never)]
    pub fn is_empty(&self) -> bool {
        N == 0
    }
}

impl<T: Copy, const N: usize> Index<usize> for SharedArray<T, N> {
    type Output = T;
    /// `s[i]`: element `i`; panics when `i >= N`.
    #[inline(never)]
    #[track_caller]
    fn index(&self, i: usize) -> &T {
        assert!(i < N, "shared array index out of bounds");
        unsafe { &*self.ptr.add(i) }
    }
}

impl<T: Copy, const N: usize> IndexMut<usize> for SharedArray<T, N> {
    /// `s[i] = v`, `s[i] += v`: element `i`; panics when `i >= N`.
    #[inline(never)]
    #[track_caller]
    fn index_mut(&mut self, i: usize) -> &mut T {
        assert!(i < N, "shared array index out of bounds");
        unsafe { &mut *self.ptr.add(i) }
    }
}

/// A handle on one block-scoped array of `N` atomics (`__shared__` memory,
/// `cuda::thread_scope_block`): index it like the array it derefs to,
/// `hist[b].fetch_add(1, Ordering::Relaxed)`. Elements start at zero.
#[derive(Clone, Copy)]
pub struct SharedAtomics<T: Copy, const N: usize> {
    ptr: *const [Atomic<T, Block>; N],
}

/// The block's shared array of atomics for this call site
/// (`__shared__ T a[N];` used through `cuda::atomic_ref<T, thread_scope_block>`).
#[inline(never)]
#[track_caller]
pub fn shared_atomics<T: SharedElem, const N: usize>() -> SharedAtomics<T, N> {
    let site = core::panic::Location::caller() as *const _ as usize;
    // `Atomic<T, S>` is `repr(transparent)` over `T`.
    SharedAtomics { ptr: crate::ctx::shared_storage::<T, N>(site) as *const [Atomic<T, Block>; N] }
}

impl<T: Copy, const N: usize> Deref for SharedAtomics<T, N> {
    type Target = [Atomic<T, Block>; N];
    #[inline(never)]
    fn deref(&self) -> &[Atomic<T, Block>; N] {
        unsafe { &*self.ptr }
    }
}
