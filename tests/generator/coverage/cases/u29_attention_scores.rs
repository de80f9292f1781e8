use diff::*;
use kernel::u29_attention_scores;

fn main() {
    diff::main(|d| {
        for (nq, nk, dim) in [(1usize, 1usize, 1usize), (3, 200, 16), (5, 129, 64)] {
            launch!(d, blocks(nq, 128),
                    u29_attention_scores(q = buf(floats(nq * dim, 2921)), k = buf(floats(nk * dim, 2922)), dim = val(dim),
                                         nk = val(nk), scale = val(0.125f32), s = buf_mut(zeros(nq * nk))));
        }
    });
}
