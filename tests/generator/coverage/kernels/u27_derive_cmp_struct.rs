//! Derived `Clone, Copy, PartialEq, PartialOrd, Default` on a plain struct: lexicographic comparison
//! of (score, id) candidates, `max_by` with `partial_cmp`, `==`, and `Default` for the empty case.
#![no_std]
use rsgpu::*;

#[derive(Clone, Copy, Debug, Default, PartialEq, PartialOrd)]
struct Cand {
    score: f32,
    id: u32,
}

rsgpu::kernel! {
    pub fn u27_derive_cmp_struct(scores: &[f32], k: usize, best_id: &mut [u32], best_score: &mut [f32], ties: &mut [u32]) {
        let r = (block_idx_x() * block_dim_x() + thread_idx_x()) as usize;
        if r >= best_id.len() || r >= best_score.len() || r >= ties.len() || (r + 1) * k > scores.len() {
            return;
        }
        let row = &scores[r * k..(r + 1) * k];
        let mut best = Cand::default();
        let mut eq = 0;
        for (j, &s) in row.iter().enumerate() {
            let c = Cand { score: s, id: j as u32 };
            if c > best {
                best = c;
            }
            if c.score == best.score && c != best {
                eq += 1;
            }
        }
        let alt = row.iter().enumerate().map(|(j, &s)| Cand { score: s, id: j as u32 })
            .max_by(|a, b| a.partial_cmp(b).unwrap()).unwrap_or_default();
        best_id[r] = best.id * 1000 + alt.id;
        best_score[r] = best.score;
        ties[r] = eq + (alt == best) as u32 * 100;
    }
}
