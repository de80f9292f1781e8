//! Warp collectives (`__shfl_sync` family, `__ballot_sync`, `__all_sync`,
//! `__any_sync`, `__syncwarp`) over the full warp mask. All lanes of the warp
//! must call them together (a converged warp).

/// A value that fits a shuffle (at most 64 bits).
pub trait WarpValue: Copy {
    /// The value's bits.
    fn to_bits64(self) -> u64;
    /// Back from bits.
    fn from_bits64(b: u64) -> Self;
}

macro_rules! warp_value {
    ($($t:ty => |$v:ident| $to:expr, |$b:ident| $from:expr;)*) => {$(
        impl WarpValue for $t {
            fn to_bits64(self) -> u64 { let $v = self; $to }
            fn from_bits64($b: u64) -> Self { $from }
        }
    )*};
}

warp_value! {
    u32 => |v| v as u64, |b| b as u32;
    i32 => |v| v as u32 as u64, |b| b as u32 as i32;
    u64 => |v| v, |b| b;
    i64 => |v| v as u64, |b| b as i64;
    f32 => |v| v.to_bits() as u64, |b| f32::from_bits(b as u32);
    f64 => |v| v.to_bits(), |b| f64::from_bits(b);
}

/// Exchanges `v` across the warp; lane `l` receives the value of lane `pick(l)`
/// (its own value when `pick` leaves the warp).
fn exchange<T: WarpValue>(v: T, pick: impl Fn(u32) -> u32) -> T {
    #[cfg(any(test, feature = "host"))]
    if let Some((state, lane)) = crate::ctx::with(|c| c.state.clone().map(|s| (s, c.linear_thread()))) {
        let w = &state.warps[(lane / 32) as usize];
        let n = (c_threads() - lane / 32 * 32).min(32);
        let me = lane % 32;
        w.slots.lock().unwrap()[me as usize] = v.to_bits64();
        w.barrier.wait();
        let src = pick(me);
        let r = if src < n { w.slots.lock().unwrap()[src as usize] } else { v.to_bits64() };
        w.barrier.wait();
        return T::from_bits64(r);
    }
    let _ = pick;
    v
}

/// `__shfl_sync(full, v, src_lane)`.
#[inline(never)]
pub fn shfl<T: WarpValue>(v: T, src_lane: u32) -> T {
    exchange(v, |_| src_lane)
}
/// `__shfl_down_sync(full, v, delta)`.
#[inline(never)]
pub fn shfl_down<T: WarpValue>(v: T, delta: u32) -> T {
    exchange(v, |l| l + delta)
}
/// `__shfl_up_sync(full, v, delta)`.
#[inline(never)]
pub fn shfl_up<T: WarpValue>(v: T, delta: u32) -> T {
    exchange(v, |l| if l >= delta { l - delta } else { u32::MAX })
}
/// `__shfl_xor_sync(full, v, mask)`.
#[inline(never)]
pub fn shfl_xor<T: WarpValue>(v: T, mask: u32) -> T {
    exchange(v, |l| l ^ mask)
}
/// `__ballot_sync(full, pred)`: bit `l` set when lane `l`'s predicate holds.
#[inline(never)]
pub fn ballot(pred: bool) -> u32 {
    let me = crate::lane_id();
    let mut bits = 0u32;
    for l in 0..32 {
        bits |= (shfl(pred as u32, l) & 1) << l;
    }
    // Lanes past the end of a short warp echo our own value; mask them out.
    let _ = me;
    bits & active_mask()
}
/// `__all_sync(full, pred)`.
#[inline(never)]
pub fn all(pred: bool) -> bool {
    ballot(pred) == active_mask()
}
/// `__any_sync(full, pred)`.
#[inline(never)]
pub fn any(pred: bool) -> bool {
    ballot(pred) != 0
}
/// `__syncwarp()`.
#[inline(never)]
pub fn sync_warp() {
    let _ = shfl(0u32, 0);
}

/// `__syncwarp(mask)`: the lanes whose bits are set in `mask` meet here
/// (each of them must call it with the same mask, and its own bit set).
#[inline(never)]
pub fn sync_warp_mask(mask: u32) {
    let me = crate::lane_id();
    assert!(mask & (1u32 << (me % 32)) != 0, "sync_warp_mask: the calling lane is not in the mask");
    if mask & active_mask() == active_mask() {
        sync_warp();
    }
}

#[allow(dead_code)]
fn c_threads() -> u32 {
    crate::ctx::with(|c| c.block_threads())
}

fn active_mask() -> u32 {
    let (n, lane) = crate::ctx::with(|c| (c.block_threads(), c.linear_thread()));
    let in_warp = (n - lane / 32 * 32).min(32);
    if in_warp == 32 { u32::MAX } else { (1u32 << in_warp) - 1 }
}
