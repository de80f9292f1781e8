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

/// The block's shared array for this call site (`__shared__ T a[N];`).
#[inline(never)]
#[track_caller]
pub fn shared_array<T: Copy + Default, const N: usize>() -> SharedArray<T, N> {
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
pub fn shared_atomics<T: Copy + Default, const N: usize>() -> SharedAtomics<T, N> {
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
