//! `checked_*` arithmetic with `?` inside helpers returning `Option`, `saturating_*` fallbacks and
//! `unwrap_or`; computes an area and an offset that may overflow u32 into the thread's part of `out`.
#![no_std]
use rsgpu::*;

fn area(w: u32, h: u32, pad: u32) -> Option<u32> {
    let w = w.checked_add(pad.checked_mul(2)?)?;
    let h = h.checked_add(pad * 2)?;
    w.checked_mul(h)
}

fn offset(base: u32, idx: u32, stride: u32) -> Option<u32> {
    base.checked_add(idx.checked_mul(stride)?)
}

rsgpu::kernel! {
    pub fn u27_checked_option(ws: &[u32], hs: &[u32], out: &mut [u32], pad: u32) {
        let i = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if i >= ws.len() || i >= hs.len() || (i + 1) * 4 > out.len() {
            return;
        }
        let (w, h) = (ws[i], hs[i]);
        let o = &mut out[i * 4..(i + 1) * 4];
        o[0] = area(w, h, pad).unwrap_or(u32::MAX);
        o[1] = offset(w, h, pad).map(|o| o / 2).unwrap_or(0);
        o[2] = w.saturating_mul(h).saturating_sub(pad) ^ w.saturating_add(h);
        o[3] = (w as u16).checked_div(pad as u16).map_or(7, u32::from);
    }
}
