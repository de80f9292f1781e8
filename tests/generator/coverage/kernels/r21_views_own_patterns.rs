//! Red team 21 (r21_views_own without `last_mut`/`first_mut`, RG0100 at O0; views through `?`, combinators and mem functions, run
//! differentially): the thread-private forms. `y.get_mut(i)` through `if
//! let` and `?` in a helper, `mem::replace`/`take`/`swap` on the thread's own
//! element, and chunk `i` of `chunks_mut(4)` written through `last_mut()`,
//! `first_mut()` and a slice pattern `[a, .., z]` (MIR's from-the-end
//! indices).
#![no_std]
use rsgpu::*;

fn put(s: &mut [u32], k: usize, v: u32) -> Option<u32> {
    let r = s.get_mut(k)?;
    let old = *r;
    *r = v;
    Some(old)
}

rsgpu::kernel! {
    pub fn r21_views_own_patterns(x: &[u32], o1: &mut [u32], o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(7) % 1000;
        if let Some(r) = o1.get_mut(i) {
            let old = core::mem::replace(r, v * 3);
            *r += old + 1;
        }
        if i < o2.len() {
            let mut local = v + 5;
            core::mem::swap(&mut o2[i], &mut local);
            let t = core::mem::take(&mut o2[i]);
            o2[i] = t * 2 + local;
            if i + 1 <= o2.len() {
                let _ = put(&mut o2[i..i + 1], 0, v + t);
            }
        }
        if let Some(c) = o3.chunks_mut(4).nth(i) {
            if let [a, .., z] = c {
                *z = v + 11;
                *a = v + 22;
            }
            if let [_, m, ..] = c {
                *m = v + 33;
            }
            if let [.., p, _] = c {
                *p += v + 44;
            }
        }
    }
}
