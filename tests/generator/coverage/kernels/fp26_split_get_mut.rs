//! (fp26) `let (a, b) = y.split_at_mut(m)` with `m` a kernel parameter, then
//! `a.get_mut(i)` and `b.get_mut(i)`: each thread writes its own element of
//! each half (None past a half's end), and `b.get_mut(i)` of an empty tail;
//! `Option::map` of a closure returning `()` on `o2.get_mut(i)` and on chunk
//! `i` of `o3.chunks_mut(4)` (None past the end: the closure not called);
//! `swap_with_slice` of two local arrays and of the thread's own chunk.
#![no_std]
use rsgpu::*;

rsgpu::kernel! {
    pub fn fp26_split_get_mut(x: &[u32], y: &mut [u32], m: u32, o2: &mut [u32], o3: &mut [u32]) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        let v = x.get(i).copied().unwrap_or(5) % 1000;
        let m = m as usize;
        if m <= y.len() {
            let (a, b) = y.split_at_mut(m);
            if let Some(r) = a.get_mut(i) {
                *r = *r * 3 + v;
            }
            if let Some(r) = b.get_mut(i) {
                *r += v + 7;
            }
        }
        o2.get_mut(i).map(|r| *r = v * 2 + 1);
        let hit = o3.chunks_mut(4).nth(i).map(|c| c[1] = v + 3).is_some();
        let mut loc = [v, v + 1, v + 2, v + 3];
        let mut other = [9u32, 8, 7, 6];
        loc.swap_with_slice(&mut other);
        if let Some(c) = o3.chunks_mut(4).nth(i) {
            if c.len() == 4 {
                c.swap_with_slice(&mut loc);
            }
        }
        if hit {
            o2.get_mut(i).map(|r| *r += 1000 + loc[0] + other[3] * 2);
        }
    }
}
