use diff::*;
use kernel::u29_template_match;

fn main() {
    diff::main(|d| {
        for (n, plen, rows, block) in [(1usize, 1usize, 1usize, 32usize), (100, 3, 2, 32), (600, 4, 3, 128)] {
            // a two-letter alphabet: long partial matches are common
            launch!(d, threads(n.div_ceil(block), block),
                    u29_template_match(text = buf(from_fn(n, |i| b'a' + (hash(2958, i) % 2) as u8)),
                                       pat = buf(from_fn(plen * rows, |i| b'a' + (hash(2959, i) % 2) as u8)), plen = val(plen),
                                       matched = buf_mut(zeros(n))));
        }
    });
}
